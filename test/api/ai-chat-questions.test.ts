// The questions of issue 10 and the chat's own suggestions, asked over HTTP of an account with a seeded diary (local
// provider): each gets a direct answer first, with numbers and units in the person's units, and cites the entries it
// used; the cites stay with the stored answer.
import { SUGGESTED_QUESTIONS } from '../../shared/chat-questions';
import { addDays } from '../../shared/question-period';
import { HELP } from '../../functions/providers/ai/local/answer-chat';
import { DIARY } from '../unit/support/chat-diary';
import { signedInAccount } from './support/accounts';
import { seedDiary, todayIn } from './support/chat-diary';
import { request } from './support/runtime';

const zone = 'Asia/Tokyo';
let token: string;
let today: string;

beforeAll(async () => {
  ({ access: token } = await signedInAccount());
  today = todayIn(zone);
  await seedDiary(token, zone);
}, 60_000);

async function ask(query: string, locale = 'en-GB', extra: Record<string, unknown> = {}) {
  const body = { query, history: [], session_id: null, timezone: zone, device_locale_info: { locale, timezone: zone }, ...extra };
  const response = await request('POST', '/api/ai/chat/', { token, body });
  expect(response.status).toBe(200);
  return response.body as { response: string; session_id: string; cites: { collection: string; id?: string; date: string }[] };
}
const direct = async (query: string, locale?: string) => (await ask(query, locale)).response.split('\n\n')[0];

describe("the issue's questions", () => {
  it('how did I sleep last night / this week / on average this week', async () => {
    expect(await direct('how did i sleep last night')).toBe('Last night you slept **7 h 30 min**. Sleep quality: **4/5**.');
    const week = await direct('How did I sleep this week?');
    expect(week).toMatch(/^(You slept \*\*\d+ h( \d+ min)?\*\* a night on average this week|This week you slept \*\*7 h 30 min\*\*)/);
    expect(await direct('How much did I sleep on average this week?')).toBe(week);
  });

  it('did I exercise yesterday, and how was my mood', async () => {
    expect(await direct('Did I exercise yesterday?')).toBe(
      '**Yes**: **1 entry** yesterday ("evening run"), **5 km** and **30 min** in total.',
    );
    expect(await direct('How was my mood?')).toMatch(
      /^Your mood averaged \*\*7\/10\*\* in the last 7 days over 2 entries \(lowest \*\*6\/10\*\*, highest \*\*8\/10\*\*\)\./,
    );
  });

  it('what is my weight trend: first to last and the pace, in pounds for a US reader', async () => {
    const [first, last] = [addDays(today, -20), addDays(today, -1)];
    expect(await direct('what is my weight trend?')).toBe(
      `Your weight went from **72.4 kg** on ${first} to **71.2 kg** on ${last}: **−1.2 kg** in 19 days (**−0.4 kg** a week). ` +
        'It averaged **71.8 kg** over 3 weigh-ins.',
    );
    expect(await direct('what is my weight trend?', 'en-US')).toMatch(/^Your weight went from \*\*159\.6 lb\*\* .* \*\*−2\.6 lb\*\*/);
  });

  it('how many days did I run in a month: from measures, with the entries cited', async () => {
    const month = addDays(today, -29).slice(0, 7);
    const name = new Date(`${month}-15T00:00:00Z`).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
    const runs = DIARY.filter(([collection, , , , , subjects]) => collection === 'physical-activities' && subjects?.includes('running'))
      .map(([, day, , , measures]) => ({ day: addDays(today, day), km: measures!.distance_km! }))
      .filter((run) => run.day.startsWith(month));
    const answer = await ask(`How many days did I run in ${name}?`);
    const days = new Set(runs.map((r) => r.day)).size;
    expect(answer.response).toMatch(new RegExp(`^\\*\\*${runs.length} times?\\*\\* on \\*\\*${days} days?\\*\\* in ${name}`));
    expect(answer.response).toContain(`**${runs.reduce((a, r) => a + r.km, 0)} km**`);
    expect(answer.cites.map((c) => c.date).sort()).toEqual(runs.map((r) => r.day).sort());
    const stored = (await request('GET', `/api/ai/chat/sessions/${answer.session_id}/`, { token })).body;
    expect(stored[1].cites).toEqual(answer.cites);
  });
});

describe('the suggested questions under the box', () => {
  it.each(SUGGESTED_QUESTIONS)('%s gets a direct answer from the diary, citing entries', async (question) => {
    const answer = await ask(question);
    expect(answer.response).not.toBe(HELP);
    expect(answer.response).not.toMatch(/^I found no/);
    expect(answer.response.split('\n\n')[0]).toMatch(/\*\*[^*]+\*\*/);
    expect(answer.cites.length).toBeGreaterThan(0);
  });
});

describe('analyze my health', () => {
  it("states the engine's figures of the period the question names and costs the analyze price", async () => {
    const { access } = await signedInAccount();
    await seedDiary(access, zone);
    const body = { query: 'How have I been in the last 30 days?', history: [], timezone: zone, analyze_my_health: true };
    const answer = (await request('POST', '/api/ai/chat/', { token: access, body })).body;
    expect(answer.response).toMatch(/^Your last 30 days, \d{4}-\d\d-\d\d to \d{4}-\d\d-\d\d: you logged on \*\*\d+ of 30 days\*\*/);
    expect(answer.response).toMatch(/- Sleep: \*\*\d+ h( \d+ min)?\*\* a night on average over \*\*\d+ days\*\*\./);
    expect(answer.response).toContain('not medical advice');
    expect(answer.cites.length).toBeGreaterThan(0);
    expect((await request('GET', '/api/ai/trial-status/', { token: access })).body.credits_used).toBe(2);
  });
});
