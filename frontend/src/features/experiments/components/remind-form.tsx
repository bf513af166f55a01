// The one thing of a made plan that may change (docs/EXPERIMENTS.md "Changing the day's push"): the time of the day's
// push, or none. Shown only while the experiment is planned or running; the server indexes the next day's send.
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-error';
import { setExperimentReminder, type Experiment } from '../api/experiments-api';

export function RemindForm({ experiment, onSaved }: { experiment: Experiment; onSaved: () => Promise<void> }) {
  const [time, setTime] = useState(experiment.remind_at ?? '');
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const save = async (remindAt: string | null) => {
    setBusy(true);
    setStatus('');
    try {
      await setExperimentReminder(experiment.id, remindAt);
      await onSaved();
      if (remindAt === null) setTime('');
      setStatus(remindAt ? `Saved: each day at ${remindAt} (${experiment.timezone}).` : 'Turned off: no more daily pushes for it.');
    } catch (error) {
      setStatus(error instanceof ApiError ? error.message : 'That did not work; try again.');
    } finally {
      setBusy(false);
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!time) return setStatus('Choose a time, or Turn off.');
    void save(time);
  };

  return (
    <form className="card stack" aria-labelledby="remind-title" onSubmit={submit}>
      <h2 id="remind-title" className="card-title">
        Daily push
      </h2>
      <div className="field">
        <label htmlFor="remind-at">Remind me each day at</label>
        <input id="remind-at" type="time" value={time} onChange={(event) => setTime(event.target.value)} />
        <p className="field-hint">Which condition the day is, at this time in {experiment.timezone}.</p>
      </div>
      <p className="muted" role="status">
        {status}
      </p>
      <div className="row">
        <button type="submit" className="btn btn-primary" disabled={busy}>
          Save
        </button>
        {experiment.remind_at && (
          <button type="button" className="btn btn-secondary" disabled={busy} onClick={() => void save(null)}>
            Turn off
          </button>
        )}
      </div>
    </form>
  );
}
