// The local adapter's weekly report: a deterministic text from the figures alone — what changed with units, what
// affects you, logging and streaks — honest about missing data.
import { localAi } from '../../functions/providers/ai/local';
import { writeReport } from '../../functions/providers/ai/local/write-report';
import { FIGURES, stretch } from './support/report-figures';

describe('the local weekly report', () => {
  const { title, text } = writeReport(FIGURES);

  it('is titled with the week and has its three sections in order', () => {
    // Days as YYYY-MM-DD: the web app writes them in the person's date format (issue 23).
    expect(title).toBe('Weekly report: 2026-03-24 – 2026-03-30');
    const headings = text.split('\n').filter((line) => line.startsWith('## '));
    expect(headings).toEqual(['## What changed', '## What affects you', '## Logging']);
  });

  it('compares the week with the 4 before, with units and the change, for each series with data', () => {
    expect(text).toContain('- Sleep: 7 h 5 min on 6 of 7 days, against 6 h 40 min on 25 of 28 days before (25 min more).');
    expect(text).toContain('- Activity: 210 min this week on 4 days, against 140 min a week on average before (70 min more).');
    expect(text).toContain('- Mood: 6.5/10 on 5 of 7 days, against 6.5/10 on 20 of 28 days before (about the same).');
    expect(text).toContain('- Symptom severity: 2.0/4 on 3 of 7 days, against 1.5/4 on 4 of 28 days before (0.5 higher).');
    expect(text).toContain('- Weight: 70.2 kg on 2 of 7 days, against 70.8 kg on 6 of 28 days before (0.6 kg less).');
  });

  it('says "no data" where a stretch had none, never a zero', () => {
    expect(text).toContain('- Stress: no data this week; 5.2/10 on 10 of 28 days before.');
    expect(text).toContain('No data in either: energy.');
    expect(text).not.toMatch(/Energy: 0|Stress: 0/);
    expect(text).toContain('Health score this week: 72 of 100 (sleep 90, activity 100). Left out for want of data: stress.');
    const logging = writeReport({ ...FIGURES, score: { score: 60, parts: [{ part: 'regularity', value: 60 }], missing: [] } }).text;
    expect(logging).toContain('Health score this week: 60 of 100 (logging 60).');
  });

  it("quotes the engine's findings and counts logging and streaks", () => {
    expect(text).toContain('From your last 90 days:\n- On days after you had alcohol you slept 45 min less');
    expect(text).toContain('- This week: 23 entries on 6 of 7 days.');
    expect(text).toContain('- The 4 weeks before: 80 entries on 22 of 28 days (about 20 a week).');
    expect(text).toContain('- Current streak: 6 days in a row. Longest in these 35 days: 12 days.');
    expect(text).toMatch(/not medical advice\.$/);
  });

  it('says what needs more days when nothing stands out, and an empty span plainly', () => {
    const quiet = writeReport({ ...FIGURES, findings: { days: 90, sentences: [], needs_more_days: ['Mood needs 4 more days.'] } }).text;
    expect(quiet).toContain('Nothing stands out in your last 90 days yet.\n- Mood needs 4 more days.');
    const empty = writeReport({
      ...FIGURES,
      series: FIGURES.series.map((s) => ({ ...s, week: stretch(null, 0), before: stretch(null, 0) })),
      activity_per_week: { week: null, before: null },
      logging: { week_entries: 0, week_days: 0, before_entries: 0, before_days: 0, current_streak: 0, longest_streak: 0 },
      score: { score: null, parts: [], missing: ['sleep', 'activity', 'mood', 'stress', 'regularity'] },
      findings: { days: 90, sentences: [], needs_more_days: [] },
    }).text;
    expect(empty).toMatch(/^Nothing was logged in these 35 days/);
    expect(empty).not.toContain('##');
  });

  it('is the same every time, and the adapter counts its tokens', async () => {
    const result = await localAi().report({ figures: FIGURES });
    expect(result.text).toBe(text);
    expect(result.title).toBe(title);
    expect(result.usage.inputTokens).toBeGreaterThan(0);
    expect(result.usage.outputTokens).toBe(Math.ceil((title + text).length / 4));
  });
});
