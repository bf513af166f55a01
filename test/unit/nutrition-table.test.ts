// The derived food table (functions/domain/nutrition/food-table.bin, docs/NUTRITION.md "The data") against the USDA
// source files: each number below was looked up by hand in the source (zcat | grep) and is named after its row. When
// the source files are present (they are not in a fresh clone), a fresh build must give the committed file's bytes.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildTableBytes } from '../../scripts/build-nutrition';
import { DEFAULT_SOURCE_DIR, readSource, SOURCE_FILES, sourcesPresent } from '../../scripts/nutrition/sources';
import { foodKey, type Food, type FoodTableName } from '../../functions/domain/nutrition/food';
import { FOOD_TABLE_FILE, foodTablePath, loadFoodTable } from '../../functions/domain/nutrition/load-table';

const food = (table: FoodTableName, code: string): Food => {
  const found = loadFoodTable().byKey.get(foodKey(table, code));
  if (!found) throw new Error(`No food ${table}:${code} in the table`);
  return found;
};
const gramsOf = (item: Food, words: string) => item.portions.find((portion) => portion.words === words)?.grams;
const defaultOf = (item: Food) => (item.defaultPortion === null ? null : item.portions[item.defaultPortion]);

describe('the food table against the FNDDS 2017–2018 files', () => {
  it('gives a fried egg its energy, protein and iron per 100 g', () => {
    // nutrient-values.csv: 31105005,"Egg, whole, fried, NS as to fat",2502,Eggs and omelets,184,11.72,0.68,… Iron 1.64
    // (the header cell is "Iron\n(mg)", with a line break), Caffeine 0
    const egg = food('fndds', '31105005');
    expect(egg.description).toBe('Egg, whole, fried, NS as to fat');
    expect(egg.per100g).toMatchObject({ energy_kcal: 184, protein_g: 11.72, carbs_g: 0.68, sugars_g: 0.35, iron_mg: 1.64, caffeine_mg: 0 });
    // foods-and-beverages.csv: …,"over easy, medium, or hard; sunny side up",2502,Eggs and omelets
    expect(egg.synonyms).toEqual(['over easy, medium, or hard', 'sunny side up']);
    expect(egg.category).toBe('Eggs and omelets');
    // portions-and-weights.csv: 31105005 seq 1 "1 egg" 55, seq 2 "1 cup" 135, seq 3 "Quantity not specified" 55
    expect(egg.portions).toEqual([
      { words: '1 egg', grams: 55 },
      { words: '1 cup', grams: 135 },
      { words: 'Quantity not specified', grams: 55 },
    ]);
    expect(defaultOf(egg)).toEqual({ words: 'Quantity not specified', grams: 55 });
  });

  it('gives whole milk its default portion, and drops the survey\'s "Guideline amount" rules', () => {
    // nutrient-values.csv: 11111000,"Milk, whole": Energy 60, Calcium 123, Vitamin D 1.1, Water 88.1 ("Water\n(g)")
    const milk = food('fndds', '11111000');
    expect(milk.per100g).toMatchObject({ energy_kcal: 60, calcium_mg: 123, vitamin_d_ug: 1.1, water_g: 88.1 });
    // foods-and-beverages.csv: 11111000,"Milk, whole",3.5% or 3.8% fat milk; leche fresca,1002,"Milk, whole"
    expect(milk.synonyms).toEqual(['3.5% or 3.8% fat milk', 'leche fresca']);
    // portions-and-weights.csv: seq 6 "Quantity not specified" 244; seq 4 and 5 are "Guideline amount per …" rules
    expect(defaultOf(milk)).toEqual({ words: 'Quantity not specified', grams: 244 });
    expect(gramsOf(milk, '1 cup')).toBe(244);
    expect(milk.portions.some((portion) => portion.words.startsWith('Guideline amount'))).toBe(false);
  });

  it('has no default portion where "Quantity not specified" weighs 0 or -9 (none defined)', () => {
    // portions-and-weights.csv: 11710000,"Infant formula, NFS",…,1,1 fl oz,30.5 and …,2,Quantity not specified,-9
    expect(food('fndds', '11710000').portions).toEqual([{ words: '1 fl oz', grams: 30.5 }]);
    expect(food('fndds', '11710000').defaultPortion).toBeNull();
    // portions-and-weights.csv: 11000000,"Milk, human",…,2,Quantity not specified,0
    const human = food('fndds', '11000000');
    expect(human.defaultPortion).toBeNull();
    expect(human.portions).toEqual([
      { words: '1 cup', grams: 246 },
      { words: '1 fl oz', grams: 30.8 },
    ]);
  });

  it("gives beer its alcohol and a can's grams, and a frozen coffee its caffeine and sizes", () => {
    // nutrient-values.csv: 93101000,Beer: Energy 43, Alcohol 3.9; portions: "1 can or bottle (12 fl oz)" 360, QNS 360
    const beer = food('fndds', '93101000');
    expect(beer.per100g).toMatchObject({ energy_kcal: 43, alcohol_g: 3.9, caffeine_mg: 0 });
    expect(gramsOf(beer, '1 can or bottle (12 fl oz)')).toBe(360);
    expect(defaultOf(beer)?.grams).toBe(360);
    // nutrient-values.csv: 92101920,Frozen coffee drink: Energy 66, Carbohydrate 13.41, Caffeine 33;
    // portions: "1 small" 372, "1 large" 620, QNS 372; additional descriptions name "Starbuck's Frappuccino"
    const frappe = food('fndds', '92101920');
    expect(frappe.per100g).toMatchObject({ energy_kcal: 66, carbs_g: 13.41, caffeine_mg: 33 });
    expect(gramsOf(frappe, '1 small')).toBe(372);
    expect(gramsOf(frappe, '1 large')).toBe(620);
    expect(frappe.synonyms).toContain("starbuck's frappuccino");
  });

  it("keeps a brand subcode's portions after the food's own, named after the brand", () => {
    // portions-and-weights.csv: 53108200 (snack cake, chocolate) seq 8 "1 snack cake" 40 with no subcode;
    // subcode 1000277 "Ding Dongs" seq 1 "1 Ding Dong" 40
    const cake = food('fndds', '53108200');
    expect(gramsOf(cake, '1 snack cake')).toBe(40);
    expect(gramsOf(cake, '1 Ding Dong (Ding Dongs)')).toBe(40);
    expect(defaultOf(cake)).toEqual({ words: 'Quantity not specified', grams: 80 });
    expect(cake.synonyms).toContain('ding dongs');
  });
});

describe('the food table against the SR Legacy 28 files', () => {
  it("gives an egg its nutrients and '1 large' its grams", () => {
    // NUT_DATA.txt: ~01123~^~208~^143, ~203~^12.56, ~301~^56, ~328~^2.0, ~262~^0; WEIGHT.txt: ~01123~^1^1^~large~^50
    const egg = food('sr28', '01123');
    expect(egg.description).toBe('Egg, whole, raw, fresh');
    expect(egg.category).toBe('Dairy and Egg Products');
    expect(egg.per100g).toMatchObject({ energy_kcal: 143, protein_g: 12.56, calcium_mg: 56, vitamin_d_ug: 2, caffeine_mg: 0 });
    expect(gramsOf(egg, '1 large')).toBe(50);
    expect(gramsOf(egg, '1 small')).toBe(38);
    expect(egg.defaultPortion).toBeNull();
  });

  it('leaves out a nutrient the source does not give, rather than saying 0', () => {
    // NUT_DATA.txt has ~01008~^~301~^673 (calcium) and ~208~^376 but no ~262~ (caffeine) or ~269~ (sugars) row for
    // "Cheese, caraway"; cheddar (01009) has ~262~^0 (an assumed zero, derivation code Z): 0, not absent
    const caraway = food('sr28', '01008');
    expect(caraway.per100g.calcium_mg).toBe(673);
    expect(caraway.per100g.energy_kcal).toBe(376);
    expect('caffeine_mg' in caraway.per100g).toBe(false);
    expect('sugars_g' in caraway.per100g).toBe(false);
    expect(food('sr28', '01009').per100g.caffeine_mg).toBe(0);
  });

  it("writes a portion's amount into its words, so words and grams agree", () => {
    // WEIGHT.txt: ~01036~^1^.5^~cup~^124 (ricotta: half a cup weighs 124 g), ~14209~^2^6^~fl oz~^178 (coffee)
    expect(gramsOf(food('sr28', '01036'), '0.5 cup')).toBe(124);
    expect(gramsOf(food('sr28', '01036'), '1 cup')).toBe(246);
    const coffee = food('sr28', '14209');
    expect(gramsOf(coffee, '6 fl oz')).toBe(178);
    expect(gramsOf(coffee, '1 fl oz')).toBe(29.6);
    // NUT_DATA.txt: ~14209~^~262~^40 (caffeine), ~208~^1 (energy)
    expect(coffee.per100g).toMatchObject({ caffeine_mg: 40, energy_kcal: 1 });
  });

  it('keeps restaurant foods and leaves out baby foods', () => {
    // FOOD_DES.txt: ~21237~^~2100~^~McDONALD'S, BIG MAC~; NUT_DATA.txt ~208~^257; WEIGHT.txt ~item 7.6 oz~^219
    const bigMac = food('sr28', '21237');
    expect(bigMac.category).toBe('Fast Foods');
    expect(bigMac.per100g.energy_kcal).toBe(257);
    expect(gramsOf(bigMac, '1 item 7.6 oz')).toBe(219);
    // FOOD_DES.txt: ~03001~^~0300~^~Babyfood, juice treats, fruit medley, toddler~ (group 0300 Baby Foods)
    expect(loadFoodTable().byKey.has(foodKey('sr28', '03001'))).toBe(false);
  });

  it('keeps common names as synonyms, without commodity codes', () => {
    // FOOD_DES.txt: ~11529~ "Tomatoes, red, ripe, raw, year round average" ComName "Includes USDA commodity food A238, A233"
    expect(food('sr28', '11529').synonyms).toEqual([]);
    // FOOD_DES.txt: ~02012~ "Spices, coriander leaf, dried" ComName "Chinese parsley, cilantro"
    expect(food('sr28', '02012').synonyms).toEqual(['chinese parsley', 'cilantro']);
  });
});

describe('the food table as a whole', () => {
  const { foods, byKey } = loadFoodTable();

  it('holds every FNDDS food and every SR Legacy food but the baby foods', () => {
    // foods-and-beverages.csv has 7,083 foods; FOOD_DES.txt 8,789, of which 367 in group 0300
    expect(foods.filter((item) => item.table === 'fndds')).toHaveLength(7083);
    expect(foods.filter((item) => item.table === 'sr28')).toHaveLength(8789 - 367);
  });

  it('gives every food a description and its energy, under a unique code', () => {
    expect(foods.every((item) => item.description.length > 0 && typeof item.per100g.energy_kcal === 'number')).toBe(true);
    expect(byKey.size).toBe(foods.length);
    expect(new Set(foods.map((item) => foodKey(item.table, item.code))).size).toBe(foods.length);
  });

  it('gives every portion positive grams, and a default portion that is one of them', () => {
    const wrong = foods.filter(
      (item) =>
        !item.portions.every((portion) => portion.words.length > 0 && portion.grams > 0) ||
        (item.defaultPortion !== null && item.portions[item.defaultPortion]?.words !== 'Quantity not specified'),
    );
    expect(wrong.map((item) => foodKey(item.table, item.code))).toEqual([]);
  });

  it('serializes a food with its numbers, as a plain object would', () => {
    const egg = JSON.parse(JSON.stringify(food('fndds', '31105005')));
    expect(egg.per100g.energy_kcal).toBe(184);
    expect(egg.portions[0]).toEqual({ words: '1 egg', grams: 55 });
  });

  it('reads the table once per process', () => {
    expect(loadFoodTable()).toBe(loadFoodTable());
  });
});

describe('the build', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'nutrition-sources-'));
    mkdirSync(path.join(dir, 'usda-sr28'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a source file whose checksum is not the published one', () => {
    writeFileSync(path.join(dir, SOURCE_FILES.srGroups.file), gzipSync('~0100~^~Dairy and Egg Products, changed~\r\n'));
    expect(() => readSource(dir, 'srGroups')).toThrow(
      /FD_GROUP\.txt\.gz has sha256 [0-9a-f]{16}…, not the published 1f497ae6b4b01279…: refusing/,
    );
  });

  it('says which source file is missing', () => {
    expect(sourcesPresent(dir)).toBe(false);
    expect(() => readSource(dir, 'srFoods')).toThrow(`Missing source file ${path.join(dir, 'usda-sr28/FOOD_DES.txt.gz')}`);
  });
});

describe('the table path', () => {
  afterEach(() => delete process.env.NUTRITION_TABLE_PATH);

  it('is the file beside the loader, unless NUTRITION_TABLE_PATH names another', () => {
    expect(foodTablePath()).toBe(path.resolve(__dirname, '../../functions/domain/nutrition', FOOD_TABLE_FILE));
    process.env.NUTRITION_TABLE_PATH = '/elsewhere/foods.bin';
    expect(foodTablePath()).toBe('/elsewhere/foods.bin');
  });
});

const sourceDir = process.env.NUTRITION_SOURCE_DIR ?? DEFAULT_SOURCE_DIR;
const haveSources = sourcesPresent(sourceDir);
if (!haveSources) {
  console.info(`Skipping the rebuild check: no USDA source files in ${sourceDir} (a fresh clone has none; set NUTRITION_SOURCE_DIR).`);
}

(haveSources ? describe : describe.skip)('the committed table file (skipped without the USDA source files, which a clone lacks)', () => {
  it('is what a fresh build from the source files gives, byte for byte', () => {
    const committed = readFileSync(path.join(__dirname, '../../functions/domain/nutrition', FOOD_TABLE_FILE));
    expect(buildTableBytes(sourceDir).equals(committed)).toBe(true);
  }, 120_000);
});
