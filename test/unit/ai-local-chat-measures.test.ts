// The local chat answers a diary's questions directly from measures, in the person's days: at 01:30 and 23:30 in
// Los Angeles and Tokyo (either side of UTC's date), "today", "last night", "yesterday", "this week" and "in November"
// are the zone's days.
import type { ChatRequest } from '../../functions/providers/ai/ai-port';
import { localAi } from '../../functions/providers/ai/local';
import { diary, TODAY, wallTime } from './support/chat-diary';

const ai = localAi();

const CASES = ['America/Los_Angeles', 'Asia/Tokyo'].flatMap((zone) => ['01:30', '23:30'].map((time) => ({ zone, time })));

describe.each(CASES)('in $zone at $time', ({ zone, time }) => {
  const now = wallTime(`${TODAY}T${time}`, zone);
  const chat = (query: string, extra: Partial<ChatRequest> = {}) =>
    ai.chat({ query, history: [], zone, now, entries: diary(zone), analyze: false, ...extra });
  const ask = async (query: string, extra: Partial<ChatRequest> = {}) => (await chat(query, extra)).text;
  const direct = async (query: string) => (await ask(query)).split('\n\n')[0];

  it('how did I sleep last night: the night that ended this morning, with its quality', async () => {
    expect(await direct('how did i sleep last night')).toBe('Last night you slept **7 h 30 min**. Sleep quality: **4/5**.');
  });

  it('how did I sleep this week: the average night, shortest and longest, nights under 7 hours', async () => {
    const expected =
      'You slept **7 h 20 min** a night on average this week, over **3 nights** (shortest **6 h 30 min**, longest **8 h**). ' +
      'Sleep quality: **4/5**. 1 night was under the 7 hours most adults need.';
    expect(await direct('How did I sleep this week?')).toBe(expected);
    expect(await direct('How much did I sleep on average this week?')).toBe(expected);
  });

  it('did I exercise yesterday: yes, what and how much; today: no, and when last', async () => {
    expect(await direct('Did I exercise yesterday?')).toBe(
      '**Yes**: **1 entry** yesterday ("evening run"), **5 km** and **30 min** in total.',
    );
    expect(await direct('Did I work out today?')).toMatch(
      /^\*\*No\*\*: I found nothing about "workout" today\. The last one I have is from 2026-12-01T18:00:00[+-]\d\d:00: "evening run"\.$/,
    );
  });

  it('how was my mood: the average score of the last 7 days, its range, and stress and energy alongside', async () => {
    expect(await direct('How was my mood?')).toBe(
      'Your mood averaged **7/10** in the last 7 days over 2 entries (lowest **6/10**, highest **8/10**). ' +
        'Stress averaged **3/10** in the last 7 days over 2 entries (lowest **2/10**, highest **4/10**). ' +
        'Energy averaged **5/10** in the last 7 days over 1 entry.',
    );
    expect(await direct('How stressed was I last week?')).toBe('Your stress averaged **7/10** last week over 1 entry.');
  });

  it('what is my weight trend: first to last, the change and its pace, not a list of every entry', async () => {
    const text = await ask('what is my weight trend?');
    expect(text.split('\n\n')[0]).toBe(
      'Your weight went from **72.4 kg** on 2026-11-12 to **71.2 kg** on 2026-12-01: **−1.2 kg** in 19 days (**−0.4 kg** a week). ' +
        'It averaged **71.8 kg** over 3 weigh-ins.',
    );
    const us = await ask('what is my weight trend?', { units: 'us' });
    expect(us).toMatch(/from \*\*159\.6 lb\*\* .* to \*\*157 lb\*\* .*\*\*−2\.6 lb\*\*/);
  });

  it("how many days did I run in November: days and times of the zone's November, with distance and time", async () => {
    expect(await direct('How many days did I run in November?')).toBe(
      '**4 times** on **3 days** in November ("run"): **23 km** and **2 h 20 min** in total.',
    );
    const miles = await ask('How many days did I run in November?', { units: 'us' });
    expect(miles).toContain('**14.29 mi**');
  });

  it("what did I eat today: only the zone's today", async () => {
    const text = await ask('What did I eat today?');
    expect(text.split('\n\n')[0]).toBe('Today you logged **1 entry** (Food & Drinks): "oatmeal with berries".');
    expect(text).not.toContain('pasta');
  });

  it('when did I last take magnesium', async () => {
    expect(await direct('When did I last take magnesium?')).toMatch(
      /^The last time was 2026-11-28T08:00:00[+-]\d\d:00: "took magnesium 200mg"\.$/,
    );
  });

  it('cites every entry an answer used, with its day in the zone', async () => {
    const { cites } = await chat('How many days did I run in November?');
    expect(cites).toHaveLength(4);
    expect(cites!.map((c) => c.date).sort()).toEqual(['2026-11-03', '2026-11-10', '2026-11-10', '2026-11-30']);
    expect(cites!.every((c) => c.collection === 'physical-activities' && c.id)).toBe(true);
  });
});
