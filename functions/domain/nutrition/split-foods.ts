// Splitting a meal's words into foods (docs/NUTRITION.md "Mixed descriptions"): "oatmeal with blueberries and a
// spoon of honey" is three foods, but a dish the table holds whole stays one ("latte with oat milk", "mac and
// cheese", "peanut butter and jelly sandwich"): two parts are joined when the table has a food that holds
// nearly all the words of both and the second part names no amount of its own.
import { readAmount } from './amounts';
import { findBrand } from './brands';
import { foodIndex } from './index-file';
import { rank } from './search';

/** Share of the joined words a food must hold for the parts to stay one dish. */
const WHOLE_COVERAGE = 0.9;

/** Separators that always split ("," ";" "then" "plus") and joiners that may join a dish ("and", "with", "&"). */
const PARTS = /\s*(,|;|\+|\bplus\b|\band then\b|\bthen\b|\balong with\b|\btopped with\b|\band\b|&|\bwith\b|\bw\/)\s*/i;
const JOINERS = new Set(['and', '&', 'with', 'w/', 'topped with']);

const hasAmount = (words: string) => {
  const amount = readAmount(words);
  return amount.count !== null || amount.measure !== null || amount.quantity !== null || amount.ambiguousOz !== null;
};

/** Whether the table holds `words` as one food (nearly all its words, its head named, little more said). */
function isWholeDish(words: string): boolean {
  const brand = findBrand(words);
  const text = readAmount(brand ? brand.words : words).food;
  const [best] = rank(foodIndex(), text, 1);
  return best !== undefined && best.coverage >= WHOLE_COVERAGE && best.headCovered && best.extra <= 2;
}

/** What "with milk" or "with sugar" adds to a drink or a dish when no amount is said: a splash, a teaspoon. */
const ADD_INS: [RegExp, string][] = [
  [/^(milk|cream|half and half|oat milk|almond milk|soy milk|skim milk|whole milk)$/i, 'a splash of'],
  [/^(sugar|honey|sweetener)$/i, 'a teaspoon of'],
];

function addIn(words: string): string | undefined {
  const found = ADD_INS.find(([pattern]) => pattern.test(words.trim()));
  return found ? `${found[1]} ${words.trim()}` : undefined;
}

/** The foods of a meal's words, in order; one element for one food. Parentheses ("(500 ml)") never split. */
export function splitMeal(words: string): string[] {
  const protectedText = words.replace(/\(([^)]*)\)/g, (group) => group.replace(/,/g, ' ').replace(/\band\b|\bwith\b|&/g, ' '));
  const pieces = protectedText.split(PARTS);
  // pieces: [part, separator, part, separator, part ...]
  const out: string[] = [];
  let current = (pieces[0] ?? '').trim();
  let afterAddIn = false;
  for (let i = 1; i < pieces.length; i += 2) {
    const separator = pieces[i].trim().toLowerCase();
    const next = (pieces[i + 1] ?? '').trim();
    if (!next) continue;
    if (!current) {
      current = next;
      continue;
    }
    // "beef tacos, 3": a part that is only an amount belongs to the food before it.
    if (!readAmount(next).food) {
      current = `${next} ${current}`;
      continue;
    }
    const joined = `${current} ${separator} ${next}`;
    if (JOINERS.has(separator) && !hasAmount(next) && isWholeDish(joined)) {
      current = joined;
      afterAddIn = false;
    } else {
      out.push(current);
      // "coffee with milk and sugar": what follows an add-in with "and" adds in too.
      const adding: boolean = separator === 'with' || (separator === 'and' && afterAddIn);
      const added: string | undefined = adding && !hasAmount(next) ? addIn(next) : undefined;
      afterAddIn = added !== undefined;
      current = added ?? next;
    }
  }
  if (current) out.push(current);
  return out.length > 0 ? out : [words.trim()].filter(Boolean);
}
