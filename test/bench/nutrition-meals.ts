// The evaluation set of the food matcher (docs/PERFORMANCE.md "Food matching"): meal descriptions in everyday
// words, each with the foods of the USDA tables (table:code) and the grams judged right by hand, from the
// table's own portions where it has one ("2 × 1 egg (55 g)") and stated weights otherwise. The truth is computed
// from these foods' per-100 g values (nutrition-eval.ts), never from the matcher's answer.

export type MealKind =
  | 'breakfasts'
  | 'lunches and dinners'
  | 'snacks'
  | 'drinks'
  | 'alcohol'
  | 'world foods'
  | 'brands and restaurants'
  | 'metric and US units'
  | 'vague amounts';

export interface Meal {
  kind: MealKind;
  words: string;
  /** [table:code, grams] for each food the meal holds. */
  foods: [string, number][];
}

const meal = (kind: MealKind, words: string, foods: [string, number][]): Meal => ({ kind, words, foods });

export const MEALS: Meal[] = [
  meal('breakfasts', '2 scrambled eggs and a slice of toast', [
    ['fndds:32129990', 110], // Egg omelet or scrambled egg, NS as to fat: 2 × 1 egg (55 g)
    ['fndds:51101010', 25], // Bread, white, toasted: 1 × 1 medium or regular slice (25 g)
  ]),
  meal('breakfasts', 'a bowl of oatmeal with a banana', [
    ['fndds:56202960', 240], // Oatmeal, NS as to regular, quick, or instant, NS as to fat: 1 × 1 cup, cooked (240 g)
    ['fndds:63107010', 126], // Banana, raw: 1 × 1 banana (126 g)
  ]),
  meal('breakfasts', 'greek yogurt with granola and honey', [
    ['fndds:11411390', 150], // Yogurt, Greek, NS as to type of milk, plain: 1 × Quantity not specified (150 g)
    ['fndds:57228000', 30], // Granola, homemade: 30
    ['fndds:91302010', 20], // Honey: 1 × 1 tablespoon (20 g)
  ]),
  meal('breakfasts', 'a bagel with cream cheese', [
    ['fndds:51180010', 105], // Bagel: 1 × 1 regular (105 g)
    ['fndds:14301010', 30], // Cream cheese, regular, plain: 2 × 1 tablespoon (15 g)
  ]),
  meal('breakfasts', '2 pancakes with maple syrup', [
    ['fndds:55101000', 100], // Pancakes, plain: 2 × 1 medium pancake (50 g)
    ['sr28:19911', 40], // Syrup, maple, Canadian: 40
  ]),
  meal('breakfasts', 'a croissant and a cappuccino', [
    ['fndds:51166000', 57], // Croissant: 1 × 1 medium croissant (57 g)
    ['fndds:92161000', 360], // Coffee, Cappuccino: 1 × Quantity not specified (360 g)
  ]),
  meal('breakfasts', 'a bowl of cheerios with milk', [
    ['fndds:57123000', 28], // Cereal (General Mills Cheerios): 1 × 1 cup (28 g)
    ['fndds:11100000', 122], // Milk, NFS: 122
  ]),
  meal('breakfasts', 'a cup of coffee with milk', [
    ['fndds:92101000', 240], // Coffee, brewed: 1 × 1 cup (8 fl oz) (240 g)
    ['fndds:11100000', 30], // Milk, NFS: 30
  ]),
  meal('breakfasts', '3 slices of bacon and 2 fried eggs', [
    ['fndds:22600200', 24], // Pork bacon, NS as to fresh, smoked or cured, cooked: 3 × 1 medium slice (yield after cooking) (8 g)
    ['fndds:31105005', 110], // Egg, whole, fried, NS as to fat: 2 × 1 egg (55 g)
  ]),
  meal('breakfasts', 'a glass of orange juice', [
    ['fndds:61210000', 248], // Orange juice, 100%, NFS: 248
  ]),
  meal('breakfasts', '2 waffles with butter', [
    ['fndds:55200010', 150], // Waffle, NFS: 2 × 1 medium waffle (75 g)
    ['fndds:81100500', 7], // Butter, NFS: 1 × 1 pat (7 g)
  ]),
  meal('breakfasts', 'french toast, 2 slices', [
    ['fndds:55300010', 130], // French toast, NFS: 2 × 1 slice, any size (65 g)
  ]),
  meal('breakfasts', 'a banana and a cup of black coffee', [
    ['fndds:63107010', 126], // Banana, raw: 1 × 1 banana (126 g)
    ['fndds:92101000', 240], // Coffee, brewed: 1 × 1 cup (8 fl oz) (240 g)
  ]),
  meal('breakfasts', 'porridge with milk', [
    ['fndds:56203065', 240], // Oatmeal, regular or quick, made with milk, NS as to fat: 1 × Quantity not specified (240 g)
  ]),
  meal('breakfasts', 'an english muffin with peanut butter', [
    ['sr28:18258', 57], // English muffins, plain, enriched, with ca prop (includes sourdough): 1 × 1 muffin (57 g)
    ['fndds:42202000', 16], // Peanut butter: 1 × 1 tablespoon (16 g)
  ]),
  meal('breakfasts', 'two boiled eggs', [
    ['fndds:31103010', 100], // Egg, whole, boiled or poached: 2 × 1 egg (50 g)
  ]),
  meal('breakfasts', 'a bowl of cornflakes with milk', [
    ['fndds:57135000', 28], // Cereal (Kellogg's Corn Flakes): 1 × 1 cup (28 g)
    ['fndds:11100000', 122], // Milk, NFS: 122
  ]),
  meal('breakfasts', 'toast with jam', [
    ['fndds:51000110', 25], // Bread, NS as to major flour, toasted: 1 × 1 medium or regular slice (25 g)
    ['fndds:91402000', 20], // Jam, preserve, all flavors: 1 × 1 tablespoon (20 g)
  ]),
  meal('breakfasts', 'a cheese omelette', [
    ['fndds:32130110', 130], // Egg omelet or scrambled egg, with cheese, made with oil: 1 × Quantity not specified (130 g)
  ]),
  meal('breakfasts', 'hash browns', [
    ['fndds:71404000', 80], // Potato, hash brown, NFS: 1 × Quantity not specified (80 g)
  ]),
  meal('breakfasts', 'a breakfast sandwich with egg and cheese', [
    ['fndds:32202010', 130], // Egg, cheese, and ham on English muffin: 1 × Quantity not specified (130 g)
  ]),
  meal('lunches and dinners', 'a turkey sandwich', [
    ['fndds:27540310', 143], // Turkey sandwich, with spread: 1 × Quantity not specified (143 g)
  ]),
  meal('lunches and dinners', 'a ham and cheese sandwich', [
    ['fndds:27520320', 155], // Ham and cheese sandwich, with lettuce and spread: 1 × Quantity not specified (155 g)
  ]),
  meal('lunches and dinners', 'a grilled cheese sandwich', [
    ['fndds:14640100', 116], // Grilled cheese sandwich, NFS: 1 × Quantity not specified (116 g)
  ]),
  meal('lunches and dinners', 'chicken caesar salad', [
    ['fndds:27446360', 311], // Chicken or turkey caesar garden salad, chicken and/or turkey, lettuce,: 1 × Quantity not specified (311 g)
  ]),
  meal('lunches and dinners', '2 slices of pepperoni pizza', [
    ['fndds:58106540', 176], // Pizza with pepperoni, from restaurant or fast food, NS as to type of c: 2 × 1 piece, medium pizza (88 g)
  ]),
  meal('lunches and dinners', 'a cheeseburger and fries', [
    ['fndds:27510155', 165], // Cheeseburger, NFS: 1 × Quantity not specified (165 g)
    ['fndds:71400990', 110], // Potato, french fries, NFS: 1 × Quantity not specified (110 g)
  ]),
  meal('lunches and dinners', 'spaghetti bolognese', [
    ['fndds:58146321', 250], // Pasta with tomato-based sauce and meat, restaurant: 1 × Quantity not specified (250 g)
  ]),
  meal('lunches and dinners', 'a bowl of chicken noodle soup', [
    ['sr28:27044', 367.5], // Soup, chicken noodle, reduced sodium, canned, ready-to-serve: 1.5 × 1 cup (245 g)
  ]),
  meal('lunches and dinners', '200g grilled chicken breast with 150g white rice', [
    ['fndds:24123301', 200], // Chicken breast, grilled without sauce, skin not eaten: 200
    ['fndds:56205008', 150], // Rice, white, cooked, no added fat: 150
  ]),
  meal('lunches and dinners', 'salmon with broccoli and a baked potato', [
    ['fndds:26137110', 113], // Salmon, cooked, NS as to cooking method: 1 × Quantity not specified (113 g)
    ['sr28:11091', 78], // Broccoli, cooked, boiled, drained, without salt: 1 × 0.5 cup, chopped (78 g)
    ['fndds:71100100', 285], // Potato, baked, NFS: 1 × 1 medium (285 g)
  ]),
  meal('lunches and dinners', 'a tuna sandwich', [
    ['fndds:27550720', 180], // Tuna salad sandwich, on bread: 1 × Quantity not specified (180 g)
  ]),
  meal('lunches and dinners', 'beef tacos, 3', [
    ['fndds:58101320', 345], // Taco or tostada with meat: 3 × 1 taco or tostada, NS size (115 g)
  ]),
  meal('lunches and dinners', 'a chicken burrito', [
    ['fndds:58100200', 238], // Burrito with chicken: 1 × Quantity not specified (238 g)
  ]),
  meal('lunches and dinners', 'mac and cheese', [
    ['fndds:58145110', 230], // Macaroni or noodles with cheese: 1 × Quantity not specified (230 g)
  ]),
  meal('lunches and dinners', 'a bowl of chili', [
    ['fndds:27111410', 381], // Chili con carne with beans: 1.5 × 1 cup (254 g)
  ]),
  meal('lunches and dinners', 'lasagna', [
    ['fndds:58130011', 250], // Lasagna with meat: 1 × Quantity not specified (250 g)
  ]),
  meal('lunches and dinners', 'pad thai', [
    ['fndds:58137210', 200], // Pad Thai, NFS: 1 × Quantity not specified (200 g)
  ]),
  meal('lunches and dinners', 'chicken tikka masala with naan', [
    ['fndds:27146150', 240], // Chicken curry: 1 × 1 cup (240 g)
    ['fndds:51108100', 44], // Naan, Indian flatbread: 1 × Quantity not specified (44 g)
  ]),
  meal('lunches and dinners', 'a steak with mashed potatoes', [
    ['fndds:21101000', 170], // Beef steak, NS as to cooking method, NS as to fat eaten: 170
    ['fndds:71501000', 250], // Potato, mashed, NFS: 1 × 1 cup (250 g)
  ]),
  meal('lunches and dinners', 'a pork chop', [
    ['fndds:22101000', 85], // Pork chop, NS as to cooking method, NS as to fat eaten: 1 × Quantity not specified (85 g)
  ]),
  meal('lunches and dinners', 'a hot dog', [
    ['fndds:27564000', 102], // Frankfurter or hot dog sandwich, NFS, plain, on white bun: 1 × Quantity not specified (102 g)
  ]),
  meal('lunches and dinners', 'a chicken salad sandwich', [
    ['fndds:27540120', 141], // Chicken salad or chicken spread sandwich: 1 × Quantity not specified (141 g)
  ]),
  meal('lunches and dinners', 'sushi, 8 pieces', [
    ['fndds:58151100', 240], // Sushi, NFS: 8 × 1 piece (30 g)
  ]),
  meal('lunches and dinners', 'a veggie burger patty', [
    ['fndds:41811890', 70], // Vegetarian burger or patty, meatless, no bun: 1 × 1 patty (70 g)
  ]),
  meal('lunches and dinners', 'a bowl of pho', [
    ['fndds:28310330', 488], // Pho: 2 × 1 cup (244 g)
  ]),
  meal('lunches and dinners', 'chicken nuggets, 6 pieces', [
    ['fndds:24198729', 96], // Chicken nuggets, NFS: 6 × 1 nugget (16 g)
  ]),
  meal('lunches and dinners', 'a large pepperoni pizza slice', [
    ['fndds:58106540', 124], // Pizza with pepperoni, from restaurant or fast food, NS as to type of c: 1 × 1 piece, large pizza (124 g)
  ]),
  meal('lunches and dinners', 'a cobb salad', [
    ['fndds:75148010', 105], // Cobb salad, no dressing: 1 × Quantity not specified (105 g)
  ]),
  meal('lunches and dinners', 'a greek salad', [
    ['fndds:75146000', 105], // Greek Salad, no dressing: 1 × Quantity not specified (105 g)
  ]),
  meal('lunches and dinners', 'beef stew, a bowl', [
    ['fndds:27311310', 378], // Beef stew with potatoes and vegetables including carrots, broccoli, an: 1.5 × 1 cup (252 g)
  ]),
  meal('lunches and dinners', 'chicken fried rice', [
    ['fndds:58150320', 198], // Rice, fried, with chicken: 1 × 1 cup (198 g)
  ]),
  meal('lunches and dinners', '2 chicken drumsticks', [
    ['fndds:24140210', 120], // Chicken drumstick, NS as to cooking method, skin eaten: 2 × 1 drumstick (60 g)
  ]),
  meal('lunches and dinners', 'a quesadilla with chicken', [
    ['fndds:58104740', 158], // Quesadilla with chicken: 1 × Quantity not specified (158 g)
  ]),
  meal('lunches and dinners', 'meatloaf with mashed potatoes', [
    ['fndds:27214100', 84], // Meat loaf made with beef: 1 × Quantity not specified (84 g)
    ['fndds:71501000', 250], // Potato, mashed, NFS: 1 × 1 cup (250 g)
  ]),
  meal('lunches and dinners', 'tomato soup and a grilled cheese', [
    ['fndds:74601000', 244], // Tomato soup, NFS: 1 × 1 cup (244 g)
    ['fndds:14640100', 116], // Grilled cheese sandwich, NFS: 1 × Quantity not specified (116 g)
  ]),
  meal('lunches and dinners', 'a shrimp cocktail', [
    ['fndds:27150110', 57], // Shrimp cocktail: 1 × Quantity not specified (57 g)
  ]),
  meal('snacks', 'an apple', [
    ['fndds:63101000', 200], // Apple, raw: 1 × 1 medium (200 g)
  ]),
  meal('snacks', 'a handful of almonds', [
    ['fndds:42100100', 28], // Almonds, NFS: 28
  ]),
  meal('snacks', 'a bag of chips', [
    ['fndds:71200010', 28], // Potato chips, NFS: 1 × 1 small single serving bag (28 g)
  ]),
  meal('snacks', 'a granola bar', [
    ['fndds:53710400', 40], // Cereal or granola bar (General Mills Fiber One Chewy Bar): 1 × 1 bar (40 g)
  ]),
  meal('snacks', '2 oreos', [
    ['fndds:53209015', 22], // Cookie, chocolate sandwich: 2 × 1 Oreo sandwich (11 g)
  ]),
  meal('snacks', 'a snickers bar', [
    ['fndds:91715100', 57], // SNICKERS Bar: 1 × 1 bar (2 oz) (57 g)
  ]),
  meal('snacks', 'a cup of grapes', [
    ['fndds:63123000', 150], // Grapes, raw: 1 × 1 cup (150 g)
  ]),
  meal('snacks', 'a pear', [
    ['fndds:63137010', 180], // Pear, raw: 1 × 1 fruit (180 g)
  ]),
  meal('snacks', 'carrot sticks with hummus', [
    ['fndds:73101010', 60], // Carrots, raw: 60
    ['fndds:41205070', 30], // Hummus, plain: 2 × 1 tablespoon (15 g)
  ]),
  meal('snacks', 'popcorn, a bowl', [
    ['fndds:54403001', 42], // Popcorn, NFS: 3 × 1 cup, popped (14 g)
  ]),
  meal('snacks', 'a chocolate chip cookie', [
    ['fndds:53206000', 30], // Cookie, chocolate chip: 1 × 1 medium cookie (30 g)
  ]),
  meal('snacks', 'a slice of chocolate cake', [
    ['sr28:18096', 138], // Cake, chocolate, commercially prepared with chocolate frosting, in-sto: 1 × 1 piece (1/12 of a cake) (138 g)
  ]),
  meal('snacks', 'a cup of strawberries', [
    ['fndds:63223020', 150], // Strawberries, raw: 1 × 1 cup (150 g)
  ]),
  meal('snacks', 'an orange', [
    ['fndds:61119010', 154], // Orange, raw: 1 × 1 fruit (154 g)
  ]),
  meal('snacks', 'a handful of peanuts', [
    ['fndds:42111000', 28], // Peanuts, NFS: 28
  ]),
  meal('snacks', 'a scoop of vanilla ice cream', [
    ['fndds:13110000', 120], // Ice cream, NFS: 1 × 1 scoop (120 g)
  ]),
  meal('snacks', 'a donut', [
    ['fndds:53520000', 75], // Doughnut, NFS: 1 × Quantity not specified (75 g)
  ]),
  meal('snacks', 'a container of yogurt', [
    ['fndds:11430000', 170], // Yogurt, NS as to type of milk, fruit: 1 × 1 6 oz container (170 g)
  ]),
  meal('snacks', 'rice cakes, 2', [
    ['fndds:54318500', 6], // Rice cake: 2 × 1 cake (3 g)
  ]),
  meal('snacks', 'trail mix, a handful', [
    ['fndds:42500000', 30], // Trail mix, NFS: 30
  ]),
  meal('snacks', 'a kit kat', [
    ['fndds:91705030', 43], // Kit Kat: 1 × 1 bar (1.5 oz) (43 g)
  ]),
  meal('snacks', 'half an avocado', [
    ['fndds:63105010', 75], // Avocado, raw: 75
  ]),
  meal('snacks', '2 clementines', [
    ['fndds:61125010', 218], // Tangerine, raw: 2 × 1 fruit (109 g)
  ]),
  meal('snacks', 'some crackers with cheese', [
    ['fndds:54001000', 18], // Crackers, NFS: 1 × Quantity not specified (18 g)
    ['fndds:14104100', 21], // Cheese, Cheddar: 1 × Quantity not specified (21 g)
  ]),
  meal('snacks', 'a protein bar', [
    ['fndds:53720100', 50], // Nutrition bar (Balance Original Bar): 1 × Quantity not specified (50 g)
  ]),
  meal('snacks', 'dark chocolate, 30 g', [
    ['sr28:19902', 30], // Chocolate, dark, 45- 59% cacao solids: 30
  ]),
  meal('snacks', 'a bowl of watermelon', [
    ['fndds:63149010', 232.5], // Watermelon, raw: 1.5 × 1 cup (155 g)
  ]),
  meal('drinks', 'a latte', [
    ['fndds:92101900', 360], // Coffee, Latte: 1 × Quantity not specified (360 g)
  ]),
  meal('drinks', 'a 12 oz latte', [
    ['fndds:92101900', 360], // Coffee, Latte: 12 × 1 fl oz (30 g)
  ]),
  meal('drinks', 'a grande latte with oat milk', [
    ['fndds:92101903', 480], // Coffee, Latte, with non-dairy milk: 16 × 1 fl oz (30 g)
  ]),
  meal('drinks', 'a can of coke', [
    ['fndds:92410310', 372], // Soft drink, cola: 1 × 1 can (12 fl oz) (372 g)
  ]),
  meal('drinks', 'a diet coke', [
    ['fndds:92410320', 360], // Soft drink, cola, diet: 1 × 1 can (12 fl oz) (360 g)
  ]),
  meal('drinks', 'a bottle of water (500 ml)', [
    ['fndds:94100100', 500], // Water, bottled, unsweetened: 500
  ]),
  meal('drinks', 'a glass of milk', [
    ['fndds:11100000', 244], // Milk, NFS: 244
  ]),
  meal('drinks', 'a cup of tea with milk', [
    ['fndds:92302000', 240], // Tea, hot, leaf, black: 1 × 1 cup (240 g)
    ['fndds:11100000', 30], // Milk, NFS: 30
  ]),
  meal('drinks', 'a red bull', [
    ['fndds:95311000', 250], // Energy Drink: 250
  ]),
  meal('drinks', 'a hot chocolate', [
    ['fndds:11512010', 248], // Hot chocolate / Cocoa, ready to drink: 1 × 1 cup (248 g)
  ]),
  meal('drinks', 'a smoothie, 16 oz', [
    ['fndds:11553100', 480], // Fruit smoothie, NFS: 480
  ]),
  meal('drinks', 'a cappuccino', [
    ['fndds:92161000', 360], // Coffee, Cappuccino: 1 × Quantity not specified (360 g)
  ]),
  meal('drinks', 'an espresso', [
    ['fndds:92101610', 60], // Coffee, espresso: 1 × Quantity not specified (60 g)
  ]),
  meal('drinks', 'a tall iced coffee', [
    ['fndds:92102400', 360], // Iced Coffee, brewed: 12 × 1 fl oz (30 g)
  ]),
  meal('drinks', '250 ml apple juice', [
    ['fndds:64104010', 260], // Apple juice, 100%: 260
  ]),
  meal('drinks', 'a glass of chocolate milk', [
    ['fndds:11511000', 248], // Chocolate milk, NFS: 1 × 1 cup (248 g)
  ]),
  meal('drinks', 'a bottle of coke (500 ml)', [
    ['fndds:92410310', 524], // Soft drink, cola: 524
  ]),
  meal('drinks', 'a protein shake', [
    ['fndds:95110020', 341], // Nutritional drink or shake, high protein, ready-to-drink (Slim Fast): 1 × Quantity not specified (341 g)
  ]),
  meal('drinks', 'a mocha', [
    ['fndds:92101950', 372], // Coffee, Cafe Mocha: 1 × Quantity not specified (372 g)
  ]),
  meal('drinks', 'a cup of green tea', [
    ['fndds:92303010', 240], // Tea, hot, leaf, green: 1 × 1 cup (240 g)
  ]),
  meal('drinks', 'lemonade, a glass', [
    ['fndds:92510955', 248], // Lemonade, fruit juice drink: 248
  ]),
  meal('drinks', 'a frappuccino', [
    ['fndds:92101920', 372], // Frozen coffee drink: 1 × Quantity not specified (372 g)
  ]),
  meal('drinks', 'a sprite', [
    ['sr28:14144', 368], // Beverages, carbonated, lemon-lime soda, no caffeine: 368
  ]),
  meal('drinks', '1 l water', [
    ['fndds:94000100', 1000], // Water, tap: 1000
  ]),
  meal('alcohol', 'a pint of beer', [
    ['fndds:93101000', 480], // Beer: 16 × 1 fl oz (30 g)
  ]),
  meal('alcohol', '2 beers', [
    ['fndds:93101000', 720], // Beer: 2 × 1 can or bottle (12 fl oz) (360 g)
  ]),
  meal('alcohol', 'a glass of red wine', [
    ['fndds:93401010', 180], // Wine, table, red: 1 × 1 glass (180 g)
  ]),
  meal('alcohol', 'a glass of white wine', [
    ['fndds:93401020', 180], // Wine, table, white: 1 × 1 glass (180 g)
  ]),
  meal('alcohol', 'a gin and tonic', [
    ['fndds:93301060', 225], // Gin and Tonic: 1 × Quantity not specified (225 g)
  ]),
  meal('alcohol', 'a shot of vodka', [
    ['fndds:93505000', 42], // Vodka: 1 × 1 shot (42 g)
  ]),
  meal('alcohol', 'a margarita', [
    ['fndds:93301100', 225], // Margarita: 1 × Quantity not specified (225 g)
  ]),
  meal('alcohol', 'a bottle of wine', [
    ['fndds:93401010', 750], // Wine, table, red: 750
  ]),
  meal('alcohol', '33 cl beer', [
    ['fndds:93101000', 330], // Beer: 330
  ]),
  meal('alcohol', 'a light beer', [
    ['fndds:93102000', 360], // Beer, light: 1 × 1 can or bottle (12 fl oz) (360 g)
  ]),
  meal('alcohol', 'a mojito', [
    ['fndds:93301125', 225], // Mojito: 1 × Quantity not specified (225 g)
  ]),
  meal('alcohol', 'a whiskey', [
    ['fndds:93502000', 42], // Whiskey: 1 × 1 shot (42 g)
  ]),
  meal('alcohol', 'a rum and coke', [
    ['fndds:93301190', 225], // Rum and cola: 1 × Quantity not specified (225 g)
  ]),
  meal('world foods', 'chicken curry with rice', [
    ['fndds:27146150', 240], // Chicken curry: 1 × 1 cup (240 g)
    ['fndds:56205001', 163], // Rice, white, cooked, NS as to fat: 1 × 1 cup, cooked (163 g)
  ]),
  meal('world foods', 'a bowl of miso soup', [
    ['fndds:41601070', 360], // Soybean soup, miso broth: 1.5 × 1 cup (240 g)
  ]),
  meal('world foods', 'dal with rice', [
    ['fndds:41311030', 240], // Lentil curry: 1 × 1 cup (240 g)
    ['fndds:56205001', 163], // Rice, white, cooked, NS as to fat: 1 × 1 cup, cooked (163 g)
  ]),
  meal('world foods', 'a gyro', [
    ['fndds:27516010', 390], // Gyro sandwich (pita bread, beef, lamb, onion, condiments), with tomato: 1 × Quantity not specified (390 g)
  ]),
  meal('world foods', '3 dumplings', [
    ['fndds:58121510', 291], // Dumpling, meat-filled: 3 × 1 dumpling, any size (97 g)
  ]),
  meal('world foods', 'a bowl of bibimbap', [
    ['fndds:58150100', 121], // Bibimbap, Korean: 1 × Quantity not specified (121 g)
  ]),
  meal('world foods', 'paella', [
    ['fndds:27350020', 240], // Paella with seafood: 1 × 1 cup (240 g)
  ]),
  meal('world foods', 'a plate of hummus with pita', [
    ['fndds:41205070', 60], // Hummus, plain: 4 × 1 tablespoon (15 g)
    ['fndds:51109100', 57], // Bread, pita: 1 × Quantity not specified (57 g)
  ]),
  meal('world foods', 'a bowl of guacamole with chips', [
    ['fndds:63409010', 120], // Guacamole, NFS: 8 × 1 tablespoon (15 g)
    ['fndds:54401075', 28], // Tortilla chips, plain: 1 × 1 small single serving bag (28 g)
  ]),
  meal('world foods', 'enchiladas, 2', [
    ['fndds:58100620', 264], // Enchilada with chicken and beans, red-chile or enchilada sauce: 2 × 1 enchilada, any size (132 g)
  ]),
  meal('world foods', 'a croque monsieur', [
    ['fndds:27520320', 155], // Ham and cheese sandwich, with lettuce and spread: 1 × Quantity not specified (155 g)
  ]),
  meal('world foods', 'a bowl of congee', [
    ['fndds:56205101', 373.5], // Congee: 1.5 × 1 cup (249 g)
  ]),
  meal('world foods', 'jollof rice', [
    ['fndds:58163405', 243], // Spanish rice, from restaurant: 1 × 1 cup (243 g)
  ]),
  meal('world foods', 'a plate of nachos', [
    ['fndds:58104120', 198], // Nachos with cheese: 1 × Quantity not specified (198 g)
  ]),
  meal('brands and restaurants', 'a big mac', [
    ['fndds:27510371', 155], // Double cheeseburger, from fast food, 2 small patties: 1 × 1 double cheeseburger (155 g)
  ]),
  meal('brands and restaurants', 'a whopper', [
    ['fndds:27510605', 175], // Hamburger, from fast food, 1 large patty: 1 × Quantity not specified (175 g)
  ]),
  meal('brands and restaurants', 'a mcchicken', [
    ['fndds:27540146', 140], // Chicken fillet sandwich, fried, from fast food: 1 × Quantity not specified (140 g)
  ]),
  meal('brands and restaurants', 'a starbucks latte', [
    ['fndds:92101900', 360], // Coffee, Latte: 1 × Quantity not specified (360 g)
  ]),
  meal('brands and restaurants', 'nutella on toast', [
    ['fndds:91304090', 20], // Topping, chocolate flavored hazelnut spread: 1 × 1 tablespoon (20 g)
    ['fndds:51000110', 25], // Bread, NS as to major flour, toasted: 1 × 1 medium or regular slice (25 g)
  ]),
  meal('brands and restaurants', 'a kfc drumstick', [
    ['fndds:24140210', 60], // Chicken drumstick, NS as to cooking method, skin eaten: 1 × Quantity not specified (60 g)
  ]),
  meal('brands and restaurants', 'a bowl of special k with milk', [
    ['fndds:57344000', 31], // Cereal (Kellogg's Special K): 1 × 1 cup (31 g)
    ['fndds:11100000', 122], // Milk, NFS: 122
  ]),
  meal('brands and restaurants', 'a pepsi', [
    ['fndds:92410310', 372], // Soft drink, cola: 1 × 1 can (12 fl oz) (372 g)
  ]),
  meal('brands and restaurants', 'a monster energy drink', [
    ['fndds:95311000', 480], // Energy Drink: 480
  ]),
  meal('brands and restaurants', 'an egg mcmuffin', [
    ['fndds:32202010', 130], // Egg, cheese, and ham on English muffin: 1 × Quantity not specified (130 g)
  ]),
  meal('metric and US units', '100g almonds', [
    ['fndds:42100100', 100], // Almonds, NFS: 100
  ]),
  meal('metric and US units', '300 ml milk', [
    ['fndds:11100000', 309.3], // Milk, NFS: 300*1.031
  ]),
  meal('metric and US units', '2 oz cheddar cheese', [
    ['fndds:14104100', 56.7], // Cheese, Cheddar: 56.7
  ]),
  meal('metric and US units', 'half a pound of ground beef', [
    ['fndds:21500100', 226.8], // Ground beef, cooked: 226.8
  ]),
  meal('metric and US units', '1 cup of cooked rice', [
    ['fndds:56205000', 158], // Rice, cooked, NFS: 1 × 1 cup, cooked (158 g)
  ]),
  meal('metric and US units', '2 tbsp peanut butter', [
    ['fndds:42202000', 32], // Peanut butter: 2 × 1 tablespoon (16 g)
  ]),
  meal('metric and US units', '1 tsp sugar', [
    ['fndds:91101010', 4.2], // Sugar, white, granulated or lump: 1 × 1 teaspoon (4.2 g)
  ]),
  meal('metric and US units', '8 oz steak', [
    ['fndds:21101000', 226.8], // Beef steak, NS as to cooking method, NS as to fat eaten: 226.8
  ]),
  meal('metric and US units', 'a kilo of strawberries', [
    ['fndds:63223020', 1000], // Strawberries, raw: 1000
  ]),
  meal('metric and US units', '500 ml beer', [
    ['fndds:93101000', 500], // Beer: 500
  ]),
  meal('metric and US units', '250g pasta', [
    ['fndds:56130000', 250], // Pasta, cooked: 250
  ]),
  meal('metric and US units', '6 oz salmon', [
    ['fndds:26137110', 170.1], // Salmon, cooked, NS as to cooking method: 170.1
  ]),
  meal('metric and US units', 'a cup of black beans', [
    ['fndds:41101990', 185], // Black beans, NFS: 1 × 1 cup (185 g)
  ]),
  meal('metric and US units', '1.5 cups of pasta', [
    ['fndds:56130000', 210], // Pasta, cooked: 1.5 × 1 cup, cooked (140 g)
  ]),
  meal('metric and US units', '50 g oats', [
    ['fndds:57602100', 50], // Oats, raw: 50
  ]),
  meal('vague amounts', 'some rice', [
    ['fndds:56205000', 118], // Rice, cooked, NFS: 1 × Quantity not specified (118 g)
  ]),
  meal('vague amounts', 'a bit of cheese', [
    ['fndds:14010000', 21], // Cheese, NFS: 1 × Quantity not specified (21 g)
  ]),
  meal('vague amounts', 'a couple of cookies', [
    ['fndds:53201000', 60], // Cookie, NFS: 2 × 1 medium (30 g)
  ]),
  meal('vague amounts', 'a few strawberries', [
    ['fndds:63223020', 54], // Strawberries, raw: 3 × 1 fruit (18 g)
  ]),
  meal('vague amounts', 'a small salad', [
    ['fndds:75143000', 73], // Lettuce, salad with assorted vegetables including tomatoes and/or carr: 1 × Quantity not specified (73 g)
  ]),
  meal('vague amounts', 'a large coffee', [
    ['fndds:92100000', 600], // Coffee, NS as to type: 1 × 1 large (600 g)
  ]),
  meal('vague amounts', 'a big bowl of pasta', [
    ['fndds:56130000', 280], // Pasta, cooked: 2 × 1 cup, cooked (140 g)
  ]),
  meal('vague amounts', 'a slice of bread', [
    ['fndds:51000100', 28], // Bread, NS as to major flour: 1 × 1 medium or regular slice (28 g)
  ]),
  meal('vague amounts', 'a small coke', [
    ['fndds:92410310', 372], // Soft drink, cola: 1 × 1 small drink (372 g)
  ]),
  meal('vague amounts', 'chips', [
    ['fndds:71200010', 28], // Potato chips, NFS: 1 × Quantity not specified (28 g)
  ]),
  meal('vague amounts', 'a sandwich', [
    ['fndds:27500050', 83], // Sandwich, NFS: 1 × Quantity not specified (83 g)
  ]),
  meal('vague amounts', 'a large banana', [
    ['fndds:63107010', 136], // Banana, raw: 136
  ]),
];
