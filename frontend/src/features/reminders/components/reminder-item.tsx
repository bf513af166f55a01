// One reminder in the Settings list: its title and schedule; for a medication, adherence over 7 and 30 days and the
// refill line (a warning when the stock runs out within its warning days); Edit, and Delete after a confirmation.
import { useState } from 'react';
import { formatDate, useTimeZone } from '@/lib/time-zone';
import type { Reminder } from '../api/reminders-api';
import { scheduleText } from '@/lib/schedule-text';
import { adherenceText, refillText, titleOf } from '../reminder-texts';

interface Props {
  reminder: Reminder;
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
}

export function ReminderItem({ reminder, busy, onEdit, onDelete }: Props) {
  const { format } = useTimeZone();
  const [confirming, setConfirming] = useState(false);
  const title = titleOf(reminder);
  return (
    <li className="reminder-item">
      <div className="reminder-item-head">
        <div>
          <p className="reminder-title">
            {title} <span className="badge badge-muted">{reminder.kind === 'medication' ? 'Medication' : 'Check-in'}</span>
          </p>
          <p className="reminder-schedule muted">{scheduleText(reminder)}</p>
        </div>
        <div className="reminder-actions">
          {confirming ? (
            <>
              <button type="button" className="btn btn-danger btn-sm" onClick={onDelete} disabled={busy}>
                Delete {title}
              </button>
              <button type="button" className="btn btn-secondary btn-sm" onClick={() => setConfirming(false)} disabled={busy}>
                Keep
              </button>
            </>
          ) : (
            <>
              <button type="button" className="btn btn-secondary btn-sm" onClick={onEdit} aria-label={`Edit ${title}`}>
                Edit
              </button>
              <button
                type="button"
                className="btn btn-secondary btn-sm"
                onClick={() => setConfirming(true)}
                aria-label={`Delete ${title}…`}
              >
                Delete
              </button>
            </>
          )}
        </div>
      </div>
      {reminder.kind === 'medication' && (
        <div className="reminder-figures text-sm">
          <p>{adherenceText(reminder.adherence.last_7_days)}</p>
          <p>{adherenceText(reminder.adherence.last_30_days)}</p>
          {reminder.refill &&
            (reminder.refill.warn ? (
              <p className="alert alert-warning reminder-refill">{refillText(reminder.refill, (day) => formatDate(day, format))}</p>
            ) : (
              <p className="muted">{refillText(reminder.refill, (day) => formatDate(day, format))}</p>
            ))}
        </div>
      )}
    </li>
  );
}
