// The weekly report's medications: each schedule of the report's week with the doses taken of those due in its days
// (kept with the report, never given to the AI). Reports written before schedules were counted have none.
import type { WeeklyReport } from '../api/weekly-reports';
import { dosesText, scheduleTitle } from '../adherence-texts';

export function ReportMedications({ medications }: { medications: WeeklyReport['medications'] }) {
  if (!medications?.length) return null;
  return (
    <section className="report-medications" aria-labelledby="report-medications-title">
      <h4 id="report-medications-title">Medications this week</h4>
      <ul>
        {medications.map((schedule) => (
          <li key={schedule.id}>
            {scheduleTitle(schedule)}: {dosesText(schedule.week)}
          </li>
        ))}
      </ul>
    </section>
  );
}
