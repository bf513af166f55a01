// Settings → Reminders (docs/REMINDERS.md): the person's check-in prompts and medication schedules, each with its
// adherence and refill warning, a form to add or change one, and delete. Loaded as its own chunk by the Settings page.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-error';
import { dateInputToday, useTimeZone } from '@/lib/time-zone';
import { createReminder, deleteReminder, listReminders, updateReminder, type Reminder } from '../api/reminders-api';
import { bodyOf, draftOf, serverErrors, type DraftErrors, type ReminderDraft } from '../reminder-draft';
import { REMINDER_TEXTS } from '../reminder-texts';
import { ReminderForm } from './reminder-form';
import { ReminderItem } from './reminder-item';
import '@/components/settings-section.css';
import './reminders-section.css';

type Editing = { kind: ReminderDraft['kind']; reminder?: Reminder } | null;
type Outcome = { tone: 'success' | 'error'; text: string } | null;

export function RemindersSection() {
  const { zone } = useTimeZone();
  const [reminders, setReminders] = useState<Reminder[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [editing, setEditing] = useState<Editing>(null);
  const [errors, setErrors] = useState<DraftErrors>({});
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const load = useCallback(async () => {
    try {
      setReminders(await listReminders());
    } catch {
      setLoadFailed(true);
    }
  }, []);
  useEffect(() => void load(), [load]);

  const open = (next: Editing) => {
    setErrors({});
    setOutcome(null);
    setEditing(next);
  };
  const save = async (draft: ReminderDraft) => {
    const before = editing?.reminder;
    setBusy(true);
    try {
      const body = bodyOf(draft, zone);
      if (before) await updateReminder(before.id, body);
      else await createReminder(body);
      await load();
      setEditing(null);
      setOutcome({ tone: 'success', text: REMINDER_TEXTS.saved });
    } catch (error) {
      const found = error instanceof ApiError && error.status !== undefined && error.status < 500 ? serverErrors(error.body) : {};
      setErrors(Object.keys(found).length ? found : { form: REMINDER_TEXTS.saveFailed });
    } finally {
      setBusy(false);
    }
  };
  const remove = async (reminder: Reminder) => {
    setBusy(true);
    try {
      await deleteReminder(reminder.id);
      await load();
      setOutcome({ tone: 'success', text: REMINDER_TEXTS.deleted });
    } catch {
      setOutcome({ tone: 'error', text: REMINDER_TEXTS.deleteFailed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card reminders" aria-labelledby="settings-reminders">
      <h2 id="settings-reminders" className="card-title">
        {REMINDER_TEXTS.title}
      </h2>
      <p className="muted settings-intro">{REMINDER_TEXTS.intro}</p>
      {loadFailed ? (
        <p className="alert alert-error">{REMINDER_TEXTS.loadFailed}</p>
      ) : reminders === null ? (
        <p className="muted" role="status">
          {REMINDER_TEXTS.loading}
        </p>
      ) : reminders.length === 0 ? (
        <p className="muted">{REMINDER_TEXTS.empty}</p>
      ) : (
        <ul className="reminder-list">
          {reminders.map((reminder) => (
            <ReminderItem
              key={reminder.id}
              reminder={reminder}
              busy={busy}
              onEdit={() => open({ kind: reminder.kind, reminder })}
              onDelete={() => void remove(reminder)}
            />
          ))}
        </ul>
      )}
      {editing ? (
        <ReminderForm
          key={editing.reminder?.id ?? editing.kind}
          initial={editing.reminder ? draftOf(editing.reminder, dateInputToday(zone)) : draftOf(editing.kind, dateInputToday(zone))}
          heading={
            editing.reminder
              ? 'Change the reminder'
              : editing.kind === 'medication'
                ? REMINDER_TEXTS.addMedication
                : REMINDER_TEXTS.addPrompt
          }
          zone={zone}
          errors={errors}
          saving={busy}
          onSave={(draft) => void save(draft)}
          onCancel={() => open(null)}
        />
      ) : (
        <div className="reminder-add">
          <button type="button" className="btn btn-secondary" onClick={() => open({ kind: 'log-prompt' })}>
            {REMINDER_TEXTS.addPrompt}
          </button>
          <button type="button" className="btn btn-secondary" onClick={() => open({ kind: 'medication' })}>
            {REMINDER_TEXTS.addMedication}
          </button>
        </div>
      )}
      <div className="settings-outcome" aria-live="polite">
        {outcome && <p className={`alert alert-${outcome.tone}`}>{outcome.text}</p>}
      </div>
    </section>
  );
}
