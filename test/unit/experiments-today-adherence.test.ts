// Today's adherence so far (docs/EXPERIMENTS.md "Pages"), the engine's adherence of one day not yet over: only the
// thing logged on the wrong day goes against the plan; its absence is not yet known, since it may still come tonight.
import { todayAdherence } from '../../functions/domain/experiment-records/today-logged';

test.each([
  // condition, logged today, kind, answer
  ['B', true, 'take', 'against'],
  ['B', false, 'take', 'followed'],
  ['B', null, 'take', 'not-yet'],
  ['A', true, 'take', 'followed'],
  ['A', false, 'take', 'not-yet'],
  ['A', null, 'take', 'not-yet'],
  ['A', true, 'avoid', 'against'],
  ['A', false, 'avoid', 'followed'],
  ['B', false, 'avoid', 'not-yet'],
  ['B', true, 'avoid', 'followed'],
] as const)('a %s day with the thing logged %s (%s) is %s', (condition, logged, kind, answer) => {
  expect(todayAdherence(condition, logged, kind)).toBe(answer);
});
