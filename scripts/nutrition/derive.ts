// The project's foods from the USDA files (docs/NUTRITION.md "What was left out, and why"): every FNDDS food with its
// synonyms, WWEIA category, nutrients and household portions; every SR Legacy food but baby foods, with its common
// names, food group, nutrients and portions. A nutrient the source does not give stays absent, never 0.
import { NUTRIENT_NAMES, NUTRIENTS, type NutrientValues } from '../../shared/nutrition';
import type { Food, Portion } from '../../functions/domain/nutrition/food';
import { fnddsRows, headerName, readSource, SourceError, srRows } from './sources';

/** SR Legacy food groups left out: baby foods (FNDDS has its own, as eaten), which only add near-duplicates to a search. */
export const SR_GROUPS_LEFT_OUT: Readonly<Record<string, string>> = { '0300': 'Baby Foods' };

/** FNDDS's "Quantity not specified": the portion the survey assumes when a person names no amount. */
export const DEFAULT_PORTION_WORDS = 'Quantity not specified';

/** FNDDS portions that are coding rules of the survey (milk added per cup of cereal), not amounts a person eats. */
const SURVEY_RULE = /^Guideline amount/i;

/** SR common names that are codes, not names ("USDA commodity food A238", "A233", "URMIS #3313", "IMPS #1309a", "NFSMI Recipe No. G-08"). */
const NOT_A_NAME = /commodit|urmis|imps|nfsmi|recipe no\b|^[a-z]?\d+$/i;

/** SR's ComName at its commas, without a leading "includes" ("includes Capri Sun" → "Capri Sun"). */
const commonNameList = (names: string) => names.split(',').map((name) => name.trim().replace(/^includes\s+/i, ''));

const number = (cell: string | undefined): number | undefined => {
  if (cell === undefined || cell.trim() === '') return undefined;
  const value = Number(cell);
  if (!Number.isFinite(value)) throw new SourceError(`Not a number in a source file: "${cell}"`);
  return value;
};

/** Lower-case, trimmed, without empties or repeats, in the source's order. */
function synonymList(names: string[], description: string): string[] {
  const seen = new Set([description.toLowerCase()]);
  const out: string[] = [];
  for (const raw of names) {
    const name = raw.replace(/\s+/g, ' ').trim().toLowerCase();
    if (!name || seen.has(name) || NOT_A_NAME.test(name)) continue;
    seen.add(name);
    out.push(name);
  }
  return out;
}

/** Portions with a weight (FNDDS writes 0 or -9 for none) and without repeats (the same words twice keep the first). */
function addPortion(portions: Portion[], words: string, grams: number | undefined) {
  if (grams === undefined || !(grams > 0)) return;
  if (portions.some((portion) => portion.words === words)) return;
  portions.push({ words, grams });
}

function fnddsFoods(dir: string): Food[] {
  const nutrientRows = new Map(fnddsRows(readSource(dir, 'fnddsNutrients')).map((row) => [row['Food code'], row]));
  const portionsOf = new Map<string, Portion[]>();
  const brandPortionsOf = new Map<string, Portion[]>();
  const brandsOf = new Map<string, string[]>();
  for (const row of fnddsRows(readSource(dir, 'fnddsPortions'))) {
    const code = row['Food code'];
    const words = row['Portion description'];
    if (SURVEY_RULE.test(words)) continue;
    const brand = row['Subcode'] && row['Subcode'] !== '0' ? row['Subcode description'] : '';
    if (brand) {
      // A subcode is one brand or kind of the food, with the food's nutrients and its own portion weights ("1 Ding
      // Dong" 40 g): its name helps find the food, and its portions follow the food's own, named after it.
      brandsOf.set(code, [...(brandsOf.get(code) ?? []), brand]);
      const list = brandPortionsOf.get(code) ?? [];
      addPortion(list, `${words} (${brand})`, number(row['Portion weight (g)']));
      brandPortionsOf.set(code, list);
      continue;
    }
    const list = portionsOf.get(code) ?? [];
    addPortion(list, words, number(row['Portion weight (g)']));
    portionsOf.set(code, list);
  }
  return fnddsRows(readSource(dir, 'fnddsFoods')).map((row) => {
    const code = row['Food code'];
    const values = nutrientRows.get(code);
    if (!values) throw new SourceError(`FNDDS food ${code} has no nutrient values`);
    const per100g: NutrientValues = {};
    for (const name of NUTRIENT_NAMES) {
      const header = headerName(NUTRIENTS[name].fndds);
      if (!(header in values)) throw new SourceError(`FNDDS nutrient values have no column "${header}"`);
      const value = number(values[header]);
      if (value !== undefined) per100g[name] = value;
    }
    const portions = [...(portionsOf.get(code) ?? []), ...(brandPortionsOf.get(code) ?? [])];
    const defaultAt = portions.findIndex((portion) => portion.words === DEFAULT_PORTION_WORDS);
    const description = row['Main food description'];
    return {
      table: 'fndds',
      code,
      description,
      synonyms: synonymList([...row['Additional food description'].split(';'), ...(brandsOf.get(code) ?? [])], description),
      category: row['WWEIA Category description'],
      per100g,
      portions,
      defaultPortion: defaultAt >= 0 ? defaultAt : null,
    } satisfies Food;
  });
}

/** SR's amount as a person writes it: ".5" → "0.5", "1.0" → "1". */
const amountWords = (cell: string) => String(Number(cell));

function srFoods(dir: string): Food[] {
  const groups = new Map(srRows(readSource(dir, 'srGroups')).map(([code, name]) => [code, name]));
  const nutrientOf = new Map<string, (typeof NUTRIENT_NAMES)[number]>(NUTRIENT_NAMES.map((name) => [NUTRIENTS[name].sr, name]));
  const defined = new Set(srRows(readSource(dir, 'srNutrientDefs')).map(([number]) => number));
  for (const [nutrNo, name] of nutrientOf)
    if (!defined.has(nutrNo)) throw new SourceError(`SR Legacy defines no nutrient ${nutrNo} (${name})`);
  const valuesOf = new Map<string, NutrientValues>();
  for (const [code, nutrNo, value] of srRows(readSource(dir, 'srNutrients'))) {
    const name = nutrientOf.get(nutrNo);
    if (!name) continue;
    const parsed = number(value);
    if (parsed === undefined) continue;
    const values = valuesOf.get(code) ?? {};
    values[name] = parsed;
    valuesOf.set(code, values);
  }
  const portionsOf = new Map<string, Portion[]>();
  for (const [code, , amount, measure, grams] of srRows(readSource(dir, 'srWeights'))) {
    const list = portionsOf.get(code) ?? [];
    // Gm_Wgt is the weight of Amount × Msre_Desc, so the words carry the amount: "0.5 cup" 120 g.
    addPortion(list, `${amountWords(amount)} ${measure.trim()}`, number(grams));
    portionsOf.set(code, list);
  }
  const foods: Food[] = [];
  for (const [code, group, description, , commonNames] of srRows(readSource(dir, 'srFoods'))) {
    if (group in SR_GROUPS_LEFT_OUT) continue;
    const per100g: NutrientValues = {};
    const values = valuesOf.get(code) ?? {};
    for (const name of NUTRIENT_NAMES) if (values[name] !== undefined) per100g[name] = values[name];
    foods.push({
      table: 'sr28',
      code,
      description,
      synonyms: synonymList(commonNameList(commonNames ?? ''), description),
      category: groups.get(group) ?? '',
      per100g,
      portions: portionsOf.get(code) ?? [],
      defaultPortion: null,
    });
  }
  return foods;
}

const byCode = (a: Food, b: Food) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);

/** Every food of the derived table, FNDDS first, each table in code order. */
export function deriveFoods(dir: string): Food[] {
  const foods = [...fnddsFoods(dir).sort(byCode), ...srFoods(dir).sort(byCode)];
  for (const food of foods) {
    if (!food.description) throw new SourceError(`${food.table} food ${food.code} has no description`);
    if (food.per100g.energy_kcal === undefined) throw new SourceError(`${food.table} food ${food.code} has no energy value`);
  }
  return foods;
}
