// What was eaten, drunk or taken, from words: servings, volume in ml, caffeine, alcohol units; a dose and its unit.
import { ML_PER_FL_OZ, type Measures } from '../../../../shared/measures';
import { NUMBER_WORDS } from './durations';

const AMOUNT = '(\\d{1,3}(?:,\\d{3})+|\\d+(?:[.,]\\d+)?|half|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a|an)';
const UNIT_WORDS =
  'ml|millilit(?:er|re)s?|cl|l|lit(?:er|re)s?|fl\\.?\\s*oz|oz|ounces?|pints?|g|grams?|kg|mg|mcg|iu|%|k|km|min|minutes?|hours?';
/** "two eggs", "2 slices of toast", "half a sandwich": a count of the thing named, not an amount with a unit. */
const COUNT = new RegExp(
  `(?<![\\w.,])(\\d+(?:\\.\\d+)?|half|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|a couple of)\\s+(?!(?:${UNIT_WORDS})\\b)(?=[a-z])`,
  'i',
);
const VOLUME = new RegExp(`\\b${AMOUNT}\\s*(ml|millilit(?:er|re)s?|cl|l|lit(?:er|re)s?|fl\\.?\\s*oz|oz|ounces?|pints?)\\b`, 'i');
const DRINK = /\b(?:water|coffee|tea|milk|juice|soda|coke|cola|beer|wine|smoothie|shake|latte|drink|drank|lemonade|kombucha)\b/i;

/** Caffeinated drinks; decaf and herbal teas are not. */
const CAFFEINE =
  /\b(?:coffee|espresso|latte|cappuccino|americano|macchiato|mocha|flat white|cold brew|tea|matcha|cola|coke|energy drink|red bull|monster|pre-workout)s?\b/i;
const NO_CAFFEINE = /\b(?:decaf|decaffeinated|caffeine[- ]free|herbal|chamomile|camomile|peppermint tea|rooibos|mint tea)\b/i;
const NO_ALCOHOL = /\b(?:non-?alcoholic|alcohol[- ]free|0\.0%?|zero alcohol)\b/i;
/** UK units (10 ml of pure alcohol) per drink, the usual serving (docs/AI-LOCAL.md). */
const ALCOHOL: readonly [RegExp, number][] = [
  [/\bbottles? of (?:red |white |rosé |rose )?wine\b/i, 9],
  [/\bpints? of (?:beer|lager|ale|cider|ipa|stout|guinness)\b|\b(?:beer|lager|ale|cider|ipa|stout|guinness)\b.*\bpints?\b/i, 2.3],
  [/\b(?:beers?|lagers?|ales?|ciders?|ipas?|stouts?|guinness)\b/i, 2],
  [/\b(?:wines?|prosecco|champagne|ros[eé])\b/i, 2],
  [/\b(?:cocktails?|margaritas?|mojitos?|martinis?|negronis?|spritz)\b/i, 2],
  [/\b(?:shots?|whiske?y|vodka|gin|rum|tequila|bourbon|brandy|scotch|sake)\b/i, 1],
];

const DOSE_UNITS: readonly [RegExp, NonNullable<Measures['dose_unit']>][] = [
  [/^(?:mg|milligrams?)$/i, 'mg'],
  [/^(?:mcg|µg|ug|micrograms?)$/i, 'mcg'],
  [/^(?:g|grams?)$/i, 'g'],
  [/^iu$/i, 'IU'],
  [/^ml$/i, 'ml'],
  [/^drops?$/i, 'drop'],
  [/^(?:tablets?|tabs?|pills?)$/i, 'tablet'],
  [/^(?:capsules?|caps?|softgels?|gummies|gummy)$/i, 'capsule'],
  [/^puffs?$/i, 'puff'],
  [/^scoops?$/i, 'scoop'],
  [/^units?$/i, 'unit'],
];
const MASS_DOSE = new RegExp(`\\b${AMOUNT}\\s*(mg|milligrams?|mcg|µg|ug|micrograms?|g|grams?|iu|ml)(?![\\w/])`, 'i');
const COUNT_DOSE = new RegExp(
  `\\b${AMOUNT}\\s*(drops?|tablets?|tabs?|pills?|capsules?|caps?|softgels?|gummies|gummy|puffs?|scoops?|units?)\\b`,
  'i',
);

const BARE_COUNT = /^(?:(?:took|take|taking|had)\s+)?(\d{1,2}|two|three|four|five|six)\s+(?=[a-z])/i;

/** "1,000", "1.5", "two", "a": as a number. */
export function amountOf(text: string): number {
  const word = NUMBER_WORDS[text.toLowerCase()];
  return word ?? Number(text.replace(/,(?=\d{3}\b)/g, '').replace(',', '.'));
}

function volumeOf(text: string): number | undefined {
  const match = VOLUME.exec(text);
  if (!match) return undefined;
  const [amount, unit] = [amountOf(match[1]), match[2].toLowerCase()];
  let ml: number | undefined;
  if (/^(?:ml|millilit)/.test(unit)) ml = amount;
  else if (unit === 'cl') ml = amount * 10;
  else if (/^(?:l|lit)/.test(unit)) ml = amount * 1000;
  else if (/^pint/.test(unit)) ml = amount * 568;
  // "16 oz steak" is a weight: a bare "oz" is a volume only for a drink.
  else if (/^fl/.test(unit) || DRINK.test(text)) ml = amount * ML_PER_FL_OZ;
  return ml === undefined || ml > 10_000 ? undefined : Math.round(ml);
}

export function readFood(text: string): Measures {
  const measures: Measures = {};
  const count = COUNT.exec(text);
  if (count) measures.servings = count[1].toLowerCase() === 'a couple of' ? 2 : amountOf(count[1]);
  if (measures.servings !== undefined && !(measures.servings > 0 && measures.servings <= 50)) delete measures.servings;
  const volume = volumeOf(text);
  if (volume !== undefined) measures.volume_ml = volume;
  if (NO_CAFFEINE.test(text)) measures.caffeine = false;
  else if (CAFFEINE.test(text)) measures.caffeine = true;
  const drink = ALCOHOL.find(([pattern]) => pattern.test(text));
  if (NO_ALCOHOL.test(text)) measures.alcohol_units = 0;
  else if (drink) measures.alcohol_units = Math.min(50, Math.round(drink[1] * (measures.servings ?? 1) * 10) / 10);
  return measures;
}

/** A dose: an amount with a mass or IU unit first ("400mg"), else a count ("2 tablets", "a scoop"). */
export function readSupplement(text: string): Measures {
  const match = MASS_DOSE.exec(text) ?? COUNT_DOSE.exec(text);
  if (!match) {
    // "took 2 advil": a count without a unit is the amount; the unit is not guessed.
    const bare = BARE_COUNT.exec(text);
    return bare ? { dose_amount: amountOf(bare[1]) } : {};
  }
  const unit = DOSE_UNITS.find(([pattern]) => pattern.test(match[2]))?.[1];
  const amount = amountOf(match[1]);
  return unit && Number.isFinite(amount) && amount <= 1_000_000 ? { dose_amount: amount, dose_unit: unit } : {};
}
