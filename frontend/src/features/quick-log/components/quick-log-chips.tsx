// The capture card's "Log again" chips (docs/QUICK-LOG.md "On the capture card"): favourites, then recents. One tap on
// a chip logs it now, with Undo and "At 08:12 instead" (its usual time, once passed today) for a few seconds; the star beside it adds or removes a favourite (a button, so the
// keyboard reaches it as the pointer does). Loaded lazily: nothing here is in the app's first JS.
import { useId, useState } from 'react';
import { timeText, type Clock } from '@/lib/time-zone';
import type { Chip } from '../chips';
import { QUICK_LOG_TEXT } from '../quick-log-texts';
import { useQuickLog } from '../use-quick-log';
import '../quick-log.css';

/** Chips shown before "Show all". */
const FIRST = 8;

const usualText = (clock: string, format: Clock) => timeText(Number(clock.slice(0, 2)), Number(clock.slice(3, 5)), format);

export function QuickLogChips({ onLogged }: { onLogged?: () => void }) {
  const quick = useQuickLog(onLogged);
  const [all, setAll] = useState(false);
  const titleId = useId();
  const hintId = useId();
  if (quick.chips.length === 0 && !quick.notice) return null;
  const shown = all ? quick.chips : quick.chips.slice(0, FIRST);

  const chip = ({ key, item, favourite, usualTime }: Chip) => (
    <li key={key} className="quick-log-chip" data-favourite={favourite || undefined}>
      <button
        type="button"
        className="quick-log-log"
        onClick={() => void quick.log({ key, item, favourite, usualTime })}
        disabled={quick.busy !== null}
        aria-describedby={hintId}
      >
        <span className="quick-log-name">{item.details}</span>
        {usualTime && <span className="quick-log-usual">{QUICK_LOG_TEXT.usually(usualText(usualTime, quick.clock))}</span>}
      </button>
      <button
        type="button"
        className="quick-log-star"
        aria-pressed={favourite}
        aria-label={QUICK_LOG_TEXT.favourite(item.details)}
        onClick={() => void quick.toggleFavourite({ key, item, favourite, usualTime })}
        disabled={quick.busy !== null}
      >
        <span aria-hidden="true">{favourite ? '★' : '☆'}</span>
      </button>
    </li>
  );

  return (
    <section className="quick-log" aria-labelledby={titleId}>
      <h3 id={titleId} className="quick-log-title">
        {QUICK_LOG_TEXT.title}
      </h3>
      <p id={hintId} className="field-hint">
        {QUICK_LOG_TEXT.hint}
      </p>
      <ul className="quick-log-chips">{shown.map(chip)}</ul>
      {quick.chips.length > FIRST && (
        <button type="button" className="btn btn-secondary quick-log-more" aria-expanded={all} onClick={() => setAll(!all)}>
          {all ? QUICK_LOG_TEXT.showFewer : QUICK_LOG_TEXT.showAll(quick.chips.length)}
        </button>
      )}
      <div aria-live="polite" className="quick-log-notice">
        {quick.notice && quick.notice.kind !== 'error' && (
          <p className={`alert ${quick.notice.kind === 'logged' ? 'alert-success' : 'alert-info'}`}>
            {quick.notice.text}
            {quick.notice.kind === 'logged' && (
              <span className="quick-log-notice-actions">
                {quick.notice.usualClock && (
                  <button
                    type="button"
                    className="btn btn-secondary"
                    onClick={() => void quick.atUsualTime()}
                    disabled={quick.busy !== null}
                  >
                    {QUICK_LOG_TEXT.atUsual(quick.notice.usualClock)}
                  </button>
                )}
                <button type="button" className="btn btn-secondary" onClick={() => void quick.undo()} disabled={quick.busy !== null}>
                  {QUICK_LOG_TEXT.undo}
                </button>
              </span>
            )}
          </p>
        )}
      </div>
      {quick.notice?.kind === 'error' && (
        <p className="alert alert-error" role="alert">
          {quick.notice.text}
        </p>
      )}
    </section>
  );
}
