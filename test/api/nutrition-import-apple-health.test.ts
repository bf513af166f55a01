// An Apple Health export with a food app's dietary records imported over HTTP (issue 22): each meal one food entry with
// its numbers and a source saying they were imported, water and caffeine alone the day's totals with theirs; a second
// import adds nothing; the chat answers intake from the imported numbers over the days with food logged.
import { addDays } from '../../shared/question-period';
import { dietaryExport, type DietaryExpectation } from '../support/apple-health-dietary';
import { signedInAccount } from './support/accounts';
import { todayIn } from './support/chat-diary';
import { importWhole } from './support/imports';
import { request } from './support/runtime';

const zone = 'Europe/Berlin';
let zip: Buffer;
let expected: DietaryExpectation;
beforeAll(async () => {
  // Two days of eating that ended the day before yesterday: an entry is of the past, and the chat's last week holds them.
  ({ zip, expected } = await dietaryExport(addDays(todayIn(zone), -3), zone));
});

type Food = { details: string; measures: Record<string, unknown>; nutrition: Record<string, unknown> | null };

it('imports each meal as a food entry with its numbers and source, once, and the chat averages them over the days with food', async () => {
  const { access } = await signedInAccount();
  const total = Object.keys(expected.entries).length;
  const job = await importWhole(access, 'apple-health', zip, zone);
  expect(job).toMatchObject({ status: 'done', error: null, preview: { entries: total, by_type: { 'food-drinks': total } } });
  expect(job.progress).toMatchObject({ added: total, existing: 0 });

  const foods = (await request('GET', '/api/food-drinks/?limit=500', { token: access })).body as Food[];
  const byDetails = (details: string) => foods.filter((f) => f.details === details);
  for (const want of Object.values(expected.entries)) {
    const found = byDetails(want.details).find((f) => f.measures.energy_kcal === want.measures.energy_kcal);
    expect([want.details, found?.measures]).toEqual([want.details, want.measures]);
  }
  const [breakfast] = byDetails('Breakfast from Apple Health (MyFitnessPal)');
  expect(breakfast.nutrition).toMatchObject({ matched: true, table: 'import', edited: false });
  expect(breakfast.nutrition!.note).toMatch(/^Numbers as MyFitnessPal wrote them to Apple Health: 420 kcal/);
  // The water and the coffee of the day carry numbers and no made-up source.
  expect(byDetails('Water 500 ml')[0]).toMatchObject({ measures: { volume_ml: 500, water_g: 500 } });

  const again = await importWhole(access, 'apple-health', zip, zone);
  expect(again.progress).toMatchObject({ added: 0, existing: total });

  const body = { query: 'How many calories did I eat in the last 7 days on average?', history: [], timezone: zone };
  const chat = await request('POST', '/api/ai/chat/', { token: access, body });
  expect(chat.status).toBe(200);
  // (420 + 650 + 150) on the first day and 700 on the second: 960 a day over 2 days, not 1,920 / 7; the glass of
  // water and the coffee have other numbers and are no "entry without numbers".
  expect(chat.body.response.split('\n\n')[0]).toBe(
    'In the last 7 days you had **960 kcal** a day on average, over the **2 days** with food logged (of 7; 5 days without ' +
      `food logged are left out, not counted as 0). Lowest **700 kcal** on ${expected.mealDays[1]}, highest **1,220 kcal** on ` +
      `${expected.mealDays[0]}.`,
  );
  expect(chat.body.cites).toHaveLength(4);
});
