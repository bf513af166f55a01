// Re-log phrases typed in the capture box (docs/QUICK-LOG.md "Phrases") over HTTP: POST /api/ai/process-input/ answers
// "same breakfast as yesterday" and "my usual coffee" with the person's own items for the review, timed today (never
// in the future), from their entries and not the AI: no credit is spent and nothing is saved. A phrase that finds
// nothing says so plainly; a text that is more than a phrase still goes to the AI.
import { signedInAccount } from './support/accounts';
import { creditsUsed, LA, localTime, saveSeed } from './support/quick-log';
import { request } from './support/runtime';

const process = (token: string, text: string, timezone = LA) =>
  request('POST', '/api/ai/process-input/', { token, body: { text, timezone } });
const userInputs = async (token: string) => (await request('GET', '/api/user-inputs/', { token })).body.length as number;

describe('re-log phrases in the capture box', () => {
  let token: string;
  let savedInputs: number;
  beforeAll(async () => {
    ({ access: token } = await signedInAccount());
    await saveSeed(token, [
      { category: 'food_drinks', details: 'porridge with blueberries', calculated_time: localTime(LA, 1, '07:40') },
      { category: 'food_drinks', details: 'flat white', calculated_time: localTime(LA, 1, '07:45') },
      { category: 'food_drinks', details: 'chicken salad', calculated_time: localTime(LA, 1, '12:30') },
      { category: 'food_drinks', details: 'flat white', calculated_time: localTime(LA, 2, '08:00') },
      { category: 'food_drinks', details: 'flat white', calculated_time: localTime(LA, 3, '08:15') },
      { category: 'supplements', details: 'Magnesium 400 mg', calculated_time: localTime(LA, 2, '21:30') },
    ]);
    savedInputs = await userInputs(token);
  });

  it('answers "same breakfast as yesterday" with yesterday\'s breakfast items, timed today, and charges nothing', async () => {
    const response = await process(token, 'Same breakfast as yesterday');
    expect(response.status).toBe(200);
    expect(response.body.items.map((item: { details: string }) => item.details)).toEqual(['porridge with blueberries', 'flat white']);
    expect(response.body).toMatchObject({ changes: [], unmatched: [] });
    const [porridge] = response.body.items;
    expect(porridge).toMatchObject({ category: 'food_drinks', duplicate_of: null });
    expect(porridge.nutrition).toMatchObject({ matched: true });
    // Today at 07:40 in Los Angeles, or now when that is still to come: never in the future.
    const at = Date.parse(porridge.calculated_time);
    expect(at).toBeLessThanOrEqual(Date.now());
    expect(porridge.calculated_time.slice(0, 10)).toBe(localTime(LA, 0, '12:00').slice(0, 10));
    const planned = Date.parse(localTime(LA, 0, '07:40'));
    if (planned <= Date.now()) expect(at).toBe(planned);
    else expect(Date.now() - at).toBeLessThan(60_000);
    expect(await creditsUsed(token)).toBe(0);
    expect(await userInputs(token)).toBe(savedInputs);
  });

  it('answers "my usual coffee" with the most logged item its words match', async () => {
    const response = await process(token, 'my usual flat white');
    expect(response.status).toBe(200);
    expect(response.body.items).toHaveLength(1);
    expect(response.body.items[0]).toMatchObject({ category: 'food_drinks', details: 'flat white' });
    expect(Date.parse(response.body.items[0].calculated_time)).toBeLessThanOrEqual(Date.now());
    expect(await creditsUsed(token)).toBe(0);
  });

  it('says plainly when nothing matches, still with no charge', async () => {
    expect((await process(token, 'same dinner as yesterday')).body).toEqual({
      items: [],
      changes: [],
      unmatched: ['No dinner logged yesterday.'],
    });
    const usual = (await process(token, 'my usual kombucha')).body;
    expect(usual.items).toEqual([]);
    expect(usual.unmatched[0]).toMatch(/kombucha/);
    expect(await creditsUsed(token)).toBe(0);
    expect(await userInputs(token)).toBe(savedInputs);
  });

  it("does not read another person's entries", async () => {
    const { access } = await signedInAccount();
    expect((await process(access, 'same breakfast as yesterday')).body.unmatched).toEqual(['No breakfast logged yesterday.']);
  });

  it('leaves a text that is more than a phrase to the AI (which charges for what it finds)', async () => {
    const { access } = await signedInAccount();
    const response = await process(access, 'same breakfast as yesterday and a 5 km run');
    expect(response.status).toBe(200);
    expect(response.body.items.length).toBeGreaterThan(0);
    expect(await creditsUsed(access)).toBeGreaterThan(0);
  });
});
