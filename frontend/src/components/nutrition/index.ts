// A food's numbers in forms: the panel (match, amount, headline numbers, picker), its arithmetic and texts.
export { FoodNutrition, SourceLines } from './food-nutrition';
export { FoodPicker, SEARCH_DEBOUNCE_MS } from './food-picker';
export * from './food-numbers';
export { NUTRITION_TEXT } from './nutrition-texts';
export { nutritionSourceText, portionWords } from './source-text';
