// Analyze mode in the local chat states the engine's figures (score and parts, averages with their days, findings'
// sentences, what needs more days), cites the days behind the findings; and the period a question names picks the
// insights period (7, 30 or 90 days).
import { analyzeDays } from '../../functions/ai/health-figures';
import type { HealthFigures } from '../../functions/providers/ai/ai-port';
import { localAi } from '../../functions/providers/ai/local';
import { questionPeriod } from '../../shared/question-period';
import { diary, TODAY, wallTime } from './support/chat-diary';

const zone = 'Asia/Tokyo';
const now = wallTime(`${TODAY}T23:30`, zone);

const figures: HealthFigures = {
  days: 30,
  first_day: '2026-11-03',
  last_day: TODAY,
  logged_days: 18,
  total_logs: 21,
  score: 71.6,
  parts: [
    { part: 'sleep', value: 80, days: 4, explanation: '' },
    { part: 'activity', value: 55, days: 7, explanation: '' },
  ],
  missing: ['mood'],
  averages: [
    { series: 'sleep_hours', label: 'Sleep', average: 6.75, unit: 'h', days: 4 },
    { series: 'weight_kg', label: 'Weight', average: 71.8, unit: 'kg', days: 3 },
    { series: 'mood', label: 'Mood', average: 5.666, unit: '/10', days: 3 },
  ],
  findings: [
    {
      sentence: 'On days after you ran you slept 48 min more: 7 h 30 vs 6 h 42, 6 days vs 9',
      strength: 'moderate',
      days: 15,
      collection: 'physical-activities',
      factor_days: ['2026-11-10', '2026-12-01'],
    },
  ],
  needs_more_days: ['Coffee and sleep: 3 more days with coffee.'],
};

const analyze = (query: string, extra: Partial<HealthFigures> = {}, units: 'metric' | 'us' = 'metric') =>
  localAi().chat({ query, history: [], zone, now, entries: diary(zone), analyze: true, figures: { ...figures, ...extra }, units });

describe('local analyze mode', () => {
  it('states the score, averages with their days, findings and what needs more days, not as medical advice', async () => {
    const { text } = await analyze('How am I doing?');
    expect(text).toContain('Your last 30 days, 2026-11-03 to 2026-12-02: you logged on **18 of 30 days** (21 entries).');
    expect(text).toContain('- Health score: **72/100** (sleep 80, activity 55).');
    expect(text).toContain('- Sleep: **6 h 45 min** a night on average over **4 days**.');
    expect(text).toContain('- Weight: **71.8 kg** on average over **3 days**.');
    expect(text).toContain('- Mood: **5.7/10** on average over **3 days**.');
    expect(text).toContain('- On days after you ran you slept 48 min more: 7 h 30 vs 6 h 42, 6 days vs 9 (moderate, 15 days)');
    expect(text).toContain('Needs more days:\n- Coffee and sleep: 3 more days with coffee.');
    expect(text).toContain('not medical advice');
    expect((await analyze('How am I doing?', {}, 'us')).text).toContain('- Weight: **158.3 lb**');
  });

  it("cites the findings' days of the factor's type and the period's entries", async () => {
    const { cites } = await analyze('How am I doing?');
    expect(cites).toEqual(
      expect.arrayContaining([
        { collection: 'physical-activities', date: '2026-11-10' },
        { collection: 'physical-activities', date: '2026-12-01' },
        expect.objectContaining({ collection: 'sleep', id: expect.any(String), date: '2026-12-01' }),
      ]),
    );
    expect(cites!.filter((c) => c.id).every((c) => c.date >= '2026-11-03')).toBe(true);
  });

  it('says honestly when there is nothing yet, and when the score needs more data', async () => {
    expect((await analyze('How am I doing?', { logged_days: 0, total_logs: 0 })).text).toMatch(/^There are no entries in the last 30 days/);
    const text = (await analyze('How am I doing?', { score: null, parts: [], missing: ['sleep', 'activity'], findings: [] })).text;
    expect(text).toContain('- Health score: not enough data yet (nothing logged for sleep, activity).');
    expect(text).toContain('No clear pattern between what you log and how you feel yet.');
  });

  it.each([
    ['How was this week?', 7],
    ['How was last month?', 30],
    ['How am I doing?', 30],
    ['How was I in the last 10 days?', 7],
    ['How was I in the last 80 days?', 90],
    ['How was I in November?', 30],
  ])('%s reads the insights of %i days', (query, days) => {
    expect(analyzeDays(questionPeriod(query, zone, now), TODAY)).toBe(days);
  });
});
