// One experiment's line in the weekly report and the doctor summary (docs/EXPERIMENTS.md "Carried into"): a finished or
// stopped one's answer sentence, a running one's day and condition, or when a planned one starts.
import type { WeeklyReport } from './api/weekly-reports';

type ExperimentNote = NonNullable<WeeklyReport['experiments']>[number];

export function experimentNoteText(note: ExperimentNote): string {
  if (note.answer !== null) return note.answer;
  if (note.today !== null) return `${note.today} (running: its answer comes at its planned end)`;
  return `planned from ${note.start_date}`;
}
