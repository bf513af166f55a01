// The weekly report's self-experiments: each experiment lived in the report's week, kept with the report and never
// given to the AI (docs/EXPERIMENTS.md "Carried into"). Reports written before experiments were carried have none.
import type { WeeklyReport } from '../api/weekly-reports';
import { experimentNoteText } from '../experiment-note-text';

export function ReportExperiments({ experiments }: { experiments: WeeklyReport['experiments'] }) {
  if (!experiments?.length) return null;
  return (
    <section className="report-experiments" aria-labelledby="report-experiments-title">
      <h4 id="report-experiments-title">Experiments this week</h4>
      <ul>
        {experiments.map((experiment) => (
          <li key={experiment.id}>
            <strong>{experiment.title}</strong>: {experimentNoteText(experiment)}
          </li>
        ))}
      </ul>
    </section>
  );
}
