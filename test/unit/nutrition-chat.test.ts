// The chat answers intake questions from the food entries' nutrient measures (issue 22, docs/NUTRITION.md "Asking
// about it"): a day's total, an average over the days with food logged (a day without food is left out, never 0,
// and the answer says how many days), the biggest source of a nutrient; each says how many food entries have no
// numbers and cites the entries it used. Bedrock is given the same day sums as data.
import type { ChatRequest, ContextEntry } from '../../functions/providers/ai/ai-port';
import { chatSystemPrompt, foodDaysBlock } from '../../functions/providers/ai/bedrock/chat-prompt';
import { localAi } from '../../functions/providers/ai/local';
import { nutritionQuestion } from '../../functions/providers/ai/local/chat-nutrition';
import type { Measures } from '../../shared/measures';
import { addDays } from '../../shared/question-period';
import { toZonedIso } from '../../shared/time';
import { TODAY, wallTime } from './support/chat-diary';

const zone = 'Europe/Berlin';
const now = wallTime(`${TODAY}T21:00`, zone); // Wednesday; the week began on Monday 2026-11-30

type Row = [day: number, time: string, text: string, measures: Measures, collection?: string];
const FOOD: Row[] = [
  [0, '08:00', '2 eggs', { energy_kcal: 143, protein_g: 12.6, carbs_g: 0.7, fat_g: 9.5, sugars_g: 0.4 }],
  [0, '12:30', 'banana', { energy_kcal: 105, protein_g: 1.3, carbs_g: 27, fat_g: 0.4, sugars_g: 14.4 }],
  [-1, '08:00', 'oatmeal with honey', { energy_kcal: 300, protein_g: 10, carbs_g: 54, fat_g: 5, sugars_g: 18 }],
  [-1, '13:00', 'chicken salad', { energy_kcal: 450, protein_g: 40, carbs_g: 10, fat_g: 25, sugars_g: 4 }],
  [-1, '19:00', 'chocolate cake', { energy_kcal: 420, protein_g: 5, carbs_g: 55, fat_g: 20, sugars_g: 40 }],
  [-1, '20:00', 'mystery stew', {}],
  [-2, '12:00', 'Chocolate cake', { energy_kcal: 420, protein_g: 5, carbs_g: 55, fat_g: 20, sugars_g: 40 }],
  [-2, '18:00', 'lentil soup', { energy_kcal: 230, protein_g: 18, carbs_g: 40, fat_g: 1, sugars_g: 4 }],
  [-4, '13:00', 'pizza', { energy_kcal: 800, protein_g: 30, carbs_g: 90, fat_g: 35, sugars_g: 8 }],
  [-1, '08:05', 'took magnesium 200mg', { dose_amount: 200, dose_unit: 'mg' }, 'supplements'],
  [-1, '18:00', 'evening run', { duration_min: 30, distance_km: 5 }, 'physical-activities'],
];

const entries = (rows: Row[] = FOOD): ContextEntry[] =>
  rows
    .map(([day, time, text, measures, collection = 'food-drinks'], i) => ({
      collection,
      id: `e${i}`,
      calculated_timestamp: toZonedIso(wallTime(`${addDays(TODAY, day)}T${time}`, zone).getTime(), zone),
      text,
      notes: '',
      category: collection === 'food-drinks' ? 'food_drinks' : collection,
      measures,
      subjects: [],
    }))
    .sort((a, b) => Date.parse(b.calculated_timestamp) - Date.parse(a.calculated_timestamp));

const ai = localAi();
const ask = (query: string, extra: Partial<ChatRequest> = {}) =>
  ai.chat({ query, history: [], zone, now, entries: entries(), analyze: false, ...extra });
const direct = async (query: string, extra: Partial<ChatRequest> = {}) => (await ask(query, extra)).text.split('\n\n')[0];
const citedIds = async (query: string) => ((await ask(query)).cites ?? []).map((c) => c.id).sort();

describe('how much protein did I eat yesterday', () => {
  it("is the day's total from the entries with numbers, saying how many have none, citing them all", async () => {
    expect(await direct('How much protein did I eat yesterday?')).toBe(
      'You had **55 g of protein** yesterday, from 3 entries. 1 food entry has no numbers at all (no match in the ' +
        'food table, or saved without them), so the true protein figure may be higher.',
    );
    // The three with numbers and the stew without; not the supplement or the run.
    expect(await citedIds('How much protein did I eat yesterday?')).toEqual(['e2', 'e3', 'e4', 'e5']);
    const text = (await ask('How much protein did I eat yesterday?')).text;
    expect(text).toMatch(/"chicken salad": 40 g$/m);
    expect(text).toMatch(/"mystery stew" \(no numbers\)$/m);
  });

  it('today by default, and calories read as energy', async () => {
    expect(await direct('How many calories did I eat?')).toBe('You had **248 kcal** today, from 2 entries.');
  });
});

describe('how many calories this week on average', () => {
  it('averages over the days with food logged and names them', async () => {
    expect(await direct('How many calories this week on average?')).toBe(
      'This week you had **689 kcal** a day on average, over the **3 days** with food logged. Lowest **248 kcal** on ' +
        '2026-12-02, highest **1,170 kcal** on 2026-12-01. 1 food entry has no numbers at all (no match in the food ' +
        'table, or saved without them), so the true energy figure may be higher.',
    );
  });

  it('leaves days without food out rather than counting them as 0, and says so', async () => {
    // 2026-11-26 … 2026-12-02: food on 4 of the 7 days; (800 + 650 + 1170 + 248) / 4 = 717, not 2868 / 7 = 410.
    expect(await direct('What was my average daily calorie intake in the last 7 days?')).toMatch(
      /^In the last 7 days you had \*\*717 kcal\*\* a day on average, over the \*\*4 days\*\* with food logged \(of 7; 3 days without food logged are left out, not counted as 0\)\./,
    );
  });

  it('a total over several days gives the average day too', async () => {
    expect(await direct('How much sugar did I eat this week?')).toMatch(
      // 44 + 62 + 14.8 = 120.8 g over 3 days (whole grams from 10 up, as the app shows them).
      /^You had \*\*121 g of sugars\*\* this week in all: \*\*40 g\*\* a day on average, over the \*\*3 days\*\* with food logged\. Lowest \*\*15 g\*\* on 2026-12-02, highest \*\*62 g\*\* on 2026-12-01\./,
    );
  });
});

describe('what was my biggest source of sugar', () => {
  it('adds up the same food, largest first, with its share and the next ones', async () => {
    expect(await direct('What was my biggest source of sugar?')).toBe(
      'Your biggest source of sugars in the last 7 days was **"chocolate cake"**: **80 g**, 2 times, 62 % of the 129 g in ' +
        '8 entries with numbers. Then "oatmeal with honey" (18 g) and "banana" (14 g). 1 food entry has no numbers at ' +
        'all (no match in the food table, or saved without them), so the true sugars figure may be higher.',
    );
    const cites = await citedIds('What was my biggest source of sugar?');
    expect(cites).toHaveLength(8);
    expect(cites).not.toContain('e5');
  });
});

describe('no numbers, no food, and questions that are not about intake', () => {
  it('says when no entry has the nutrient, never a 0', async () => {
    expect(await direct('How much caffeine did I have today?')).toBe(
      'You logged 2 food and drink entries today, but none has a number for caffeine: choose a match from the food table ' +
        'or enter the numbers on each entry, and ask again.',
    );
  });

  it('says when nothing was eaten in the period', async () => {
    const without = entries(FOOD.filter(([day]) => day !== 0));
    expect(await direct('How many calories did I eat today?', { entries: without })).toBe('I found no food or drink entries today.');
  });

  it('leaves supplements, calories burned and the mood score to their own answers', () => {
    expect(nutritionQuestion('how much magnesium did i take this week')).toBeUndefined();
    expect(nutritionQuestion('how many calories did i burn yesterday')).toBeUndefined();
    expect(nutritionQuestion('how was my energy this week')).toBeUndefined();
    expect(nutritionQuestion('how much magnesium did i get from food this week')).toEqual({ nutrient: 'magnesium_mg', kind: 'total' });
    expect(nutritionQuestion('what was my main source of saturated fat')).toEqual({ nutrient: 'sat_fat_g', kind: 'source' });
  });
});

describe('Bedrock', () => {
  const request = (): ChatRequest => ({
    query: 'How many calories this week on average?',
    history: [],
    zone,
    now,
    entries: entries(),
    analyze: false,
  });

  it('is given each day with food logged, its sums and the entries without numbers, as data', () => {
    const block = foodDaysBlock(request().entries, zone);
    const days = block
      .split('\n')
      .slice(1, -1)
      .map((line) => JSON.parse(line) as Record<string, number | string>);
    expect(days.map((d) => d.day)).toEqual(['2026-11-28', '2026-11-30', '2026-12-01', '2026-12-02']);
    expect(days[2]).toMatchObject({ food_entries: 4, without_numbers: 1, energy_kcal: 1170, protein_g: 55, sugars_g: 62 });
    const system = chatSystemPrompt(request());
    expect(system).toContain(block);
    expect(system).toMatch(/average is over the days with food logged, never count a day without food as 0, and say over how many days/);
    expect(system).toMatch(/"energy_kcal":143/); // each entry's own measures are there too
  });

  it('has no food block without food entries', () => {
    const none = entries(FOOD.filter(([, , , , collection]) => collection));
    expect(foodDaysBlock(none, zone)).toBe('');
    expect(chatSystemPrompt({ ...request(), entries: none })).not.toContain('<food_days>\n');
  });
});
