// The local chat answers a question about what goes with what, or what to change, from the figures the use case
// gives (the findings /analytics shows), in both modes: the factor, the outcome, the difference in words with its unit
// and its days; a factor with too few days, none, or no finding said plainly; recommendations for what to change.
import type { HealthFigures } from '../../functions/providers/ai/ai-port';
import { localAi } from '../../functions/providers/ai/local';
import { SUGGESTED_QUESTIONS, MORE_QUESTIONS } from '../../shared/chat-questions';
import { asksAboutFindings, asksForAdvice } from '../../shared/findings-question';
import { diary, TODAY, wallTime } from './support/chat-diary';

const zone = 'Europe/Berlin';
const now = wallTime(`${TODAY}T21:00`, zone);

const figures: HealthFigures = {
  days: 30,
  first_day: '2026-11-03',
  last_day: TODAY,
  logged_days: 30,
  total_logs: 90,
  score: 70,
  parts: [{ part: 'sleep', value: 60, days: 30, explanation: '' }],
  missing: [],
  averages: [{ series: 'sleep_hours', label: 'Sleep', average: 7, unit: 'h', days: 30 }],
  findings: [
    {
      sentence: 'On days after wine, sleep was 1 h 14 shorter: 6 h 10 vs 7 h 24 (11 days vs 18).',
      strength: 'strong',
      days: 29,
      collection: 'food-drinks',
      factor_days: ['2026-11-05', '2026-11-09'],
      factor: 'wine',
      outcome: 'sleep',
      lag: 1,
      difference: -1.2333,
      days_with: 11,
      days_without: 18,
      direction: 'lower',
    },
    {
      sentence: 'More activity minutes went with higher mood the same day (ρ 0.6, 23 days).',
      strength: 'strong',
      days: 23,
      collection: 'physical-activities',
      factor_days: ['2026-11-06'],
      factor: 'activity minutes',
      outcome: 'mood',
      lag: 0,
      difference: null,
      days_with: null,
      days_without: null,
      direction: 'higher',
    },
    {
      sentence: 'On days with cheese, headache came more often: on 60% of days vs 20% (6 days vs 20).',
      strength: 'moderate',
      days: 26,
      collection: 'food-drinks',
      factor_days: ['2026-11-07'],
      factor: 'cheese',
      outcome: 'headache',
      lag: 0,
      difference: 0.4,
      days_with: 6,
      days_without: 20,
      direction: 'higher',
    },
  ],
  needs_more_days: ['Needs 2 more days with tea, with sleep logged the next day.'],
  recommendations: [
    { source: 'wine', text: 'Your sleep was worse on days after wine (11 days with it, 18 without): try a week or two with less of it.' },
    { source: 'sleep', text: 'Your nights averaged 7 h 00 min over 30 nights; adults do best with 7 to 9 hours.' },
    { source: 'activity', text: 'You were active 60 minutes a week: the usual advice is 150.' },
  ],
  factors: [
    { name: 'wine', days: 12 },
    { name: 'tea', days: 5 },
    { name: 'coffee', days: 3 },
    { name: 'pasta', days: 9 },
    { name: 'cheese', days: 6 },
    { name: 'activity minutes', days: 23 },
  ],
  symptoms: [{ name: 'headache', days: 7 }],
  min_days: { with_factor: 5, without_factor: 5, paired: 14 },
};

const chat = (query: string, options: { analyze?: boolean; history?: { role: 'user' | 'assistant'; content: string }[] } = {}) =>
  localAi().chat({ query, history: options.history ?? [], zone, now, entries: diary(zone), analyze: options.analyze ?? false, figures });

describe('which questions are about findings', () => {
  it.each([
    'does wine affect my sleep?',
    'Is my mood affected by exercise?',
    'What should I change to sleep better?',
    'How can I sleep better?',
    'does running help my mood',
    'what makes me tired?',
    'does cheese give me headaches?',
    'is coffee linked to my stress?',
  ])('%s is', (question) => expect(asksAboutFindings(question)).toBe(true));

  it.each([...SUGGESTED_QUESTIONS, ...MORE_QUESTIONS.filter((q) => !/affect|change/.test(q)), 'give me a summary', 'can you help me?'])(
    '%s is not',
    (question) => expect(asksAboutFindings(question)).toBe(false),
  );

  it('a follow-up is when the question before it was', () => {
    expect(asksAboutFindings('and coffee?', [{ role: 'user', content: 'does wine affect my sleep?' }])).toBe(true);
    expect(asksAboutFindings('and coffee?', [{ role: 'user', content: 'how did I sleep?' }])).toBe(false);
    expect(asksForAdvice('What should I change to sleep better?')).toBe(true);
    expect(asksForAdvice('does wine affect my sleep?')).toBe(false);
  });
});

describe('a factor and an outcome', () => {
  it('names the factor, the outcome, the difference with its unit and the days, and cites the factor days', async () => {
    const { text, cites } = await chat('does wine affect my sleep?');
    expect(text).toBe(
      'From your last 30 days (2026-11-03 to 2026-12-02): On days after **wine**, your sleep was **1 h 14 min shorter** than ' +
        'after days without it. It rests on **29 days**: 11 with wine, 18 without (a strong link).\n\n' +
        'This is what went together in your own entries, not proof that one causes the other, and not medical advice.',
    );
    expect(cites).toEqual([
      { collection: 'food-drinks', date: '2026-11-05' },
      { collection: 'food-drinks', date: '2026-11-09' },
    ]);
  });

  it('answers the same in analyze mode', async () => {
    expect((await chat('does wine affect my sleep?', { analyze: true })).text).toMatch(
      /^From your last 30 days .*\*\*1 h 14 min shorter\*\*/,
    );
  });

  it('says an amount in words, and a symptom as how many days in 100', async () => {
    expect((await chat('does exercise affect my mood?')).text).toContain(
      'More **activity minutes** went with **higher mood** the same day, over **23 days** (a strong link).',
    );
    expect((await chat('does cheese give me headaches?')).text).toContain(
      'On days with **cheese**, you had **headache** on **40 more days in every 100** than on days without it.',
    );
  });

  it('says plainly when a factor has too few days, none, or no finding', async () => {
    expect((await chat('does coffee affect my sleep?')).text).toMatch(
      /^Not enough days yet: \*\*coffee\*\* is logged on \*\*3 days\*\* in your last 30 days; a finding needs at least \*\*5 days\*\* with it and 5 without, with your sleep logged the same or the next day\./,
    );
    expect((await chat('does tea affect my sleep?')).text).toMatch(
      /^Not enough days yet: \*\*tea\*\* is logged on \*\*5 days\*\* in your last 30 days\. Needs 2 more days with tea/,
    );
    expect((await chat('does pasta affect my sleep?')).text).toMatch(
      /^No finding: \*\*pasta\*\* is logged on \*\*9 days\*\* in your last 30 days, and your sleep was not clearly different/,
    );
    expect((await chat('does eating chocolate affect my mood?')).text).toBe(
      'You have not logged **chocolate** in your last 30 days, so there is nothing to compare yet.',
    );
  });

  it('a follow-up swaps the factor, keeping the outcome', async () => {
    const history = [
      { role: 'user' as const, content: 'does wine affect my sleep?' },
      { role: 'assistant' as const, content: 'On days after wine…' },
    ];
    expect((await chat('and coffee?', { history })).text).toMatch(/^Not enough days yet: \*\*coffee\*\*.*with your sleep logged/);
  });
});

describe('what to change', () => {
  it('states the findings about the outcome and the recommendations that come from them', async () => {
    const { text } = await chat('What should I change to sleep better?');
    expect(text).toContain('On days after **wine**, your sleep was **1 h 14 min shorter**');
    expect(text).toContain('What to try, from those figures:');
    expect(text).toContain(`- ${figures.recommendations![0].text}`);
    expect(text).toContain(`- ${figures.recommendations![1].text}`);
    expect(text).not.toContain(figures.recommendations![2].text);
    expect(text).not.toContain('activity minutes');
  });

  it('without an outcome, all findings and recommendations', async () => {
    const { text } = await chat('what should I change?');
    expect(text).toContain('- More **activity minutes** went with **higher mood**');
    expect(text).toContain(`- ${figures.recommendations![2].text}`);
  });

  it('without a finding about the outcome, says so and what needs more days', async () => {
    const { text } = await chat('how can I be less stressed? what should I change?');
    expect(text).toMatch(/^No finding about your stress in your last 30 days/);
    expect(text).not.toContain('wine');
  });
});

describe('a symptom', () => {
  it('"what was my headache like?" answers about headaches over the last 30 days', async () => {
    const entries = [
      ...diary(zone),
      ...[
        ['2026-11-30T15:00', 3],
        ['2026-11-24T14:30', 2],
        ['2026-11-20T08:00', 4],
      ].map(([time, severity], i) => ({
        collection: 'test-subjects',
        id: `h${i}`,
        calculated_timestamp: wallTime(String(time), zone).toISOString(),
        text: 'headache',
        notes: '',
        measures: { severity: Number(severity) },
        subjects: ['headache'],
      })),
    ];
    const { text, cites } = await localAi().chat({ query: 'What was my headache like?', history: [], zone, now, entries, analyze: false });
    expect(text).toMatch(/^You had \*\*headache\*\* on \*\*3 of the \d+ days\*\* you logged in the last 30 days \(3 entries\)\./);
    expect(text).toContain('Severity averaged **3/4** over 3 rated entries, the worst **4/4** on 2026-11-20.');
    expect(text).toContain('Mostly in the **afternoon** (2 of 3), also in the morning (1).');
    expect(cites!.filter((c) => c.collection === 'test-subjects')).toHaveLength(3);
    expect((await localAi().chat({ query: 'what was my migraine like?', history: [], zone, now, entries, analyze: false })).text).toBe(
      'I found no entries about **migraine** in the last 30 days.',
    );
  });
});
