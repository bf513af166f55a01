// The doctor summary's medication schedules: each one's name and dose, its times and days, and the doses taken of
// those scheduled over the last 30 and 7 days (docs/REMINDERS.md "Adherence and refill").
import type { Summary } from '../api/get-summary';
import { scheduleText } from '@/lib/schedule-text';
import { dosesText, scheduleTitle } from '../adherence-texts';
import { Table } from './summary-tables';

export function SchedulesTable({ summary }: { summary: Summary }) {
  if (summary.schedules.length === 0) return <p>No medication schedules were kept in the last 30 days.</p>;
  return (
    <Table label="Medication schedules" head={['Schedule', 'Times', 'Doses taken, last 30 days', 'Last 7 days']}>
      {summary.schedules.map((schedule) => (
        <tr key={schedule.id}>
          <th scope="row">{scheduleTitle(schedule)}</th>
          <td>{scheduleText(schedule)}</td>
          <td>{dosesText(schedule.last_30_days)}</td>
          <td>{dosesText(schedule.last_7_days)}</td>
        </tr>
      ))}
    </Table>
  );
}
