// The chat's intake answers over HTTP (issue 22, docs/NUTRITION.md "Asking about it"): "how much protein did I eat
// yesterday?", "how many calories … on average?" and "what was my biggest source of sugar?" are answered from the food
// entries' numbers, averaged over the days with food logged (never a day without food as 0), saying how many entries
// have no numbers, and citing the entries; the cites stay with the stored answer.
import { labelSource } from '../../shared/nutrition';
import { addDays } from '../../shared/question-period';
import { signedInAccount } from './support/accounts';
import { todayIn } from './support/chat-diary';
import { createEntry } from './support/entries';
import { request } from './support/runtime';

const zone = 'America/New_York';
let token: string;
const ids: Record<string, string> = {};
let yesterday: string;
let earlier: string;

/** A food with the numbers of its label (the person's own: kept as typed). */
async function food(key: string, day: string, time: string, details: string, measures: Record<string, number> = {}) {
  const label = Object.keys(measures).length ? { nutrition: labelSource(details) } : {};
  const entry = await createEntry(token, 'food-drinks', {
    calculated_timestamp: `${day}T${time}:00`,
    device_timezone: zone,
    details,
    measures,
    ...label,
  });
  ids[key] = entry.id as string;
}

beforeAll(async () => {
  ({ access: token } = await signedInAccount());
  yesterday = addDays(todayIn(zone), -1);
  earlier = addDays(todayIn(zone), -3);
  const yogurt = { energy_kcal: 250, protein_g: 12, carbs_g: 30, fat_g: 5, sugars_g: 28 };
  await food('yogurt1', yesterday, '08:00', 'greek yogurt with honey', yogurt);
  await food('wrap', yesterday, '13:00', 'chicken wrap', { energy_kcal: 550, protein_g: 30, carbs_g: 50, fat_g: 20, sugars_g: 4 });
  await food('unknown', yesterday, '16:00', 'zqxv blorp');
  await food('yogurt2', earlier, '12:00', 'greek yogurt with honey', yogurt);
  await food('pasta', earlier, '19:00', 'pasta', { energy_kcal: 600, protein_g: 20, carbs_g: 90, fat_g: 15, sugars_g: 6 });
}, 60_000);

async function ask(query: string) {
  const response = await request('POST', '/api/ai/chat/', { token, body: { query, history: [], timezone: zone } });
  expect(response.status).toBe(200);
  const body = response.body as { response: string; session_id: string; cites: { collection: string; id?: string; date: string }[] };
  return { ...body, direct: body.response.split('\n\n')[0], cited: body.cites.map((c) => c.id).sort() };
}
const idsOf = (...keys: string[]) => keys.map((k) => ids[k]).sort();
const NO_NUMBERS = '1 food entry has no numbers at all (no match in the food table, or saved without them)';

it('how much protein did I eat yesterday: the day total from the numbers, the entry without any said, the entries cited', async () => {
  const answer = await ask('How much protein did I eat yesterday?');
  expect(answer.direct).toBe(
    `You had **42 g of protein** yesterday, from 2 entries. ${NO_NUMBERS}, so the true protein figure may be higher.`,
  );
  expect(answer.cited).toEqual(idsOf('yogurt1', 'wrap', 'unknown'));
  expect(answer.response).toMatch(/"chicken wrap": 30 g$/m);
  const stored = (await request('GET', `/api/ai/chat/sessions/${answer.session_id}/`, { token })).body;
  expect(stored[1].cites).toEqual(answer.cites);
});

it('how many calories on average: over the 2 days with food logged, not the 7 days of the period', async () => {
  const answer = await ask('How many calories did I eat in the last 7 days on average?');
  expect(answer.direct).toBe(
    'In the last 7 days you had **825 kcal** a day on average, over the **2 days** with food logged (of 7; 5 days without ' +
      `food logged are left out, not counted as 0). Lowest **800 kcal** on ${yesterday}, highest **850 kcal** on ${earlier}. ` +
      `${NO_NUMBERS}, so the true energy figure may be higher.`,
  );
  expect(answer.cited).toEqual(idsOf('yogurt1', 'wrap', 'unknown', 'yogurt2', 'pasta'));
});

it('what was my biggest source of sugar: the same food added up, with its share', async () => {
  const answer = await ask('What was my biggest source of sugar?');
  expect(answer.direct).toBe(
    'Your biggest source of sugars in the last 7 days was **"greek yogurt with honey"**: **56 g**, 2 times, 85 % of the 66 g ' +
      `in 4 entries with numbers. Then "pasta" (6 g) and "chicken wrap" (4 g). ${NO_NUMBERS}, so the true sugars figure may be higher.`,
  );
  expect(answer.cited).toEqual(idsOf('yogurt1', 'yogurt2', 'pasta', 'wrap'));
});
