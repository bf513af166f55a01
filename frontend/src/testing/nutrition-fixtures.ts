// The matched food the nutrition tests share (the review, the Logs page, a form's numbers): "2 eggs" matched to two
// large boiled eggs of the FNDDS table, 100 g.
import type { NutritionSource } from '@shared/nutrition';

export const EGGS_SOURCE: NutritionSource = {
  matched: true,
  table: 'fndds',
  food_code: '31101010',
  food: 'Egg, whole, boiled or poached',
  query: '2 eggs',
  portion: '1 large',
  portion_grams: 50,
  amount: 2,
  grams: 100,
  edited: false,
  note: null,
};
