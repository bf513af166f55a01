// The dashboard's "Left today" line (docs/REMINDERS.md "Today"): the check-ins and doses still to come or overdue
// today, each with its time, and Taken, Snooze and Skip on a dose whose time has passed (the signed-in answer route:
// taken records its supplement entry once; a snooze sends the reminder again after its snooze minutes). "All done for today." once nothing is left; nothing at all for a person with
// nothing scheduled today. A returning visit keeps the line's last height while it loads (line-height.ts), so the
// cards below never move when it arrives.
import { useLayoutEffect, useRef, useState } from 'react';
import { timeText, useTimeZone } from '@/lib/time-zone';
import { answerDose, useToday, type DoseAnswer, type TodayOccurrence } from '../api/today-api';
import { rememberedLineHeight, rememberLineHeight } from '../line-height';
import { TODAY_TEXT } from '../today-texts';
import '../today-line.css';

function heightWithoutStatus(section: HTMLElement): number {
  const status = section.querySelector<HTMLElement>('.today-line-status');
  const statusRoom = status ? status.getBoundingClientRect().height + parseFloat(getComputedStyle(status).marginTop || '0') : 0;
  return section.getBoundingClientRect().height - statusRoom;
}

export function TodayLine({ onAnswered }: { onAnswered?: () => void }) {
  const today = useToday();
  const { format } = useTimeZone();
  const [busy, setBusy] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [room] = useState(rememberedLineHeight);
  const line = useRef<HTMLElement>(null);
  const occurrences = today.data?.occurrences;

  // The height without this visit's answer status: the next visit shows the line without it.
  useLayoutEffect(() => {
    if (occurrences) rememberLineHeight(line.current ? heightWithoutStatus(line.current) : 0);
  }, [occurrences, status]);

  if (!occurrences)
    return room > 0 && !today.error ? <div className="today-line-room" style={{ minHeight: room }} aria-hidden="true" /> : null;
  if (occurrences.length === 0) return null;

  const what = (o: TodayOccurrence) =>
    TODAY_TEXT.at(o.title, timeText(Number(o.time.slice(0, 2)), Number(o.time.slice(3, 5)), format.clock));
  const answer = async (o: TodayOccurrence, kind: DoseAnswer) => {
    setBusy(o.occurrence_key);
    try {
      const answered = await answerDose(o, kind);
      setStatus(kind === 'snoozed' ? TODAY_TEXT.snoozed(what(o), answered.reminder.snooze_minutes) : TODAY_TEXT.answered(what(o), kind));
      onAnswered?.();
    } catch {
      setStatus(TODAY_TEXT.failed(what(o)));
    } finally {
      setBusy(null);
      void today.mutate();
    }
  };
  const left = occurrences.filter((o) => o.state === 'open' || o.state === 'later');

  return (
    <section ref={line} className="card today-line" aria-label={TODAY_TEXT.label}>
      {left.length === 0 ? (
        <p className="today-line-done">{TODAY_TEXT.allDone}</p>
      ) : (
        <div className="today-line-row">
          <strong className="today-line-title">{TODAY_TEXT.left}</strong>
          <ul className="today-line-items">
            {left.map((o) => (
              <li key={o.occurrence_key} className="today-line-item" data-state={o.state}>
                <span>{what(o)}</span>
                {o.kind === 'medication' && o.state === 'open' && (
                  <span className="today-line-actions">
                    <button
                      type="button"
                      className="btn btn-primary btn-sm"
                      aria-label={TODAY_TEXT.takenLabel(what(o))}
                      disabled={busy !== null}
                      onClick={() => void answer(o, 'taken')}
                    >
                      {TODAY_TEXT.taken}
                    </button>
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={TODAY_TEXT.snoozeLabel(what(o))}
                      disabled={busy !== null}
                      onClick={() => void answer(o, 'snoozed')}
                    >
                      {TODAY_TEXT.snooze}
                    </button>
                    <button
                      type="button"
                      className="btn btn-secondary btn-sm"
                      aria-label={TODAY_TEXT.skipLabel(what(o))}
                      disabled={busy !== null}
                      onClick={() => void answer(o, 'skipped')}
                    >
                      {TODAY_TEXT.skip}
                    </button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
      <p className="today-line-status" aria-live="polite">
        {status}
      </p>
    </section>
  );
}
