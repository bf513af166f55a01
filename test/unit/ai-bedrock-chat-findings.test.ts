// The Bedrock chat gets the same findings as the local one for a question about what goes with what (issue 23): in
// answer mode too, the figures (findings in parts, recommendations, what was logged on how many days, the minimums)
// are fenced data, with the rule to answer from them and to say plainly when a factor has too few days.
import type { ChatRequest, HealthFigures } from '../../functions/providers/ai/ai-port';
import { chatSystemPrompt, FINDINGS_RULE } from '../../functions/providers/ai/bedrock/chat-prompt';

const figures: HealthFigures = {
  days: 30,
  first_day: '2026-11-03',
  last_day: '2026-12-02',
  logged_days: 30,
  total_logs: 60,
  score: null,
  parts: [],
  missing: [],
  averages: [],
  findings: [
    {
      sentence: 'On days after wine, sleep was 1 h 14 shorter.',
      strength: 'strong',
      days: 29,
      factor_days: [],
      factor: 'wine',
      outcome: 'sleep',
      lag: 1,
      difference: -1.23,
      days_with: 11,
      days_without: 18,
    },
  ],
  needs_more_days: [],
  recommendations: [{ source: 'wine', text: 'Your sleep was worse on days after wine: try a week or two with less of it.' }],
  factors: [{ name: 'coffee', days: 3 }],
  min_days: { with_factor: 5, without_factor: 5, paired: 14 },
};

const base: ChatRequest = {
  query: 'does wine affect my sleep?',
  history: [],
  zone: 'UTC',
  now: new Date('2026-12-02T12:00:00Z'),
  entries: [],
  analyze: false,
};

describe('the Bedrock chat prompt', () => {
  it('gives a findings question its figures and the rule to answer from them, in answer mode', () => {
    const system = chatSystemPrompt({ ...base, figures });
    expect(system).toContain('Mode: answer the question.');
    expect(system).toContain(FINDINGS_RULE);
    expect(system).toMatch(/Not enough days yet/);
    const block = system.slice(system.indexOf('<figures>\n') + 10, system.lastIndexOf('\n</figures>'));
    expect(JSON.parse(block)).toEqual(figures);
  });

  it('gives no figures, nor the rule, to a question without them', () => {
    const system = chatSystemPrompt(base);
    expect(system).not.toContain('<figures>\n');
    expect(system).not.toContain(FINDINGS_RULE);
  });
});
