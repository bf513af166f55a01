// What a 409 means for the person editing: another tab saved this entry first; here is what it says now, and the choice.
import type { Entry } from '@/lib/api-contract.generated';
import { useDateTimeFormatter } from '@/lib/time-zone';
import { entrySummary } from './entry-draft';

export function ConflictNotice({ detail, saved }: { detail: string; saved: Entry }) {
  const format = useDateTimeFormatter();
  return (
    <div className="alert alert-warning conflict-notice" role="alert">
      <p>{detail}</p>
      <p>
        Saved version: <time dateTime={saved.utc_time}>{format(saved.utc_time)}</time>, {entrySummary(saved)}
        {saved.notes ? ` (${saved.notes})` : ''}.
      </p>
      <p>Your changes are still in this form: Save replaces the saved version with them, Cancel keeps it.</p>
    </div>
  );
}
