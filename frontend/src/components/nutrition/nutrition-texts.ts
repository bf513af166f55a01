// What the nutrition parts of the review and the entry editor say, in one place (tests compare against them).
import { NO_MATCH_MESSAGE } from '@shared/nutrition';

export const NUTRITION_TEXT = {
  noMatch: NO_MATCH_MESSAGE,
  searchLabel: 'Search the food table',
  foodsLabel: 'Foods',
  searching: 'Searching…',
  searchFailed: 'The search failed. Try again.',
  noFoods: 'No food found. Try other words, or enter the numbers.',
  foodsFound: (n: number) => `${n} ${n === 1 ? 'food' : 'foods'}: use the arrow keys and Enter to pick one.`,
  noKcal: 'kcal not given',
  closeSearch: 'Close',
  chooseFood: 'Choose another food',
  chooseMatch: 'Choose a food',
  ownNumbers: 'Enter my own numbers',
  amount: 'Amount',
  ownNumbersSource: 'Your own numbers',
  section: 'Nutrition',
  allNutrients: 'All nutrients',
  noNumbers: 'No numbers yet.',
  fromWords: 'No numbers yet: choose a food or enter them. A new entry is looked up in the food table from its details when saved.',
  amountProblem: 'Enter an amount above 0 (at most 1,000).',
} as const;
