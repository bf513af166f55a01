// "How was my week?" / a period with no other topic: one line each for sleep, activity and mood, as a list.
import type { QuestionPeriod } from '../../../../shared/question-period';
import type { UnitSystem } from '../../../../shared/measures';
import { answer, within, type Answer, type DatedEntry } from './chat-entries';
import { countAnswer } from './chat-counts';
import { scoreAnswer, sleepAnswer } from './chat-measures';

/** The direct sentence of an answer, without the entries listed under it. */
const sentenceOf = (result: Answer) => result.text.split('\n\n')[0];

export function overviewAnswer(all: DatedEntry[], period: QuestionPeriod, units: UnitSystem, zone: string): Answer {
  const entries = within(all, period);
  if (entries.length === 0) return answer(`I found no entries ${period.label}.`, [], zone);
  const parts = [
    sleepAnswer(entries, period, zone),
    countAnswer(entries, ['exercise'], period, units, zone),
    scoreAnswer(entries, 'mood', period, zone),
  ];
  const lines = parts.map((part) => `- ${sentenceOf(part)}`);
  return answer(`Here is ${period.label} at a glance:\n${lines.join('\n')}`, entries, zone);
}
