// The capture card's "Log again" (docs/QUICK-LOG.md "On the capture card"): a button that opens the chips, favourites
// then recents. One tap on a chip logs it now, with Undo and "At 08:12 instead" (its usual time, once passed today)
// for a few seconds; the star beside it adds or removes a favourite (a button, so the keyboard reaches it as the
// pointer does). Closed at each visit, so nothing moves when the lists arrive. In the dashboard route's chunk, itself
// loaded lazily: nothing here is in the app's first JS (docs/QUICK-LOG.md says why not a chunk of its own).
import { useState } from 'react';
import { useId } from '@/lib/use-id';
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
  const [open, setOpen] = useState(false);
  const [all, setAll] = useState(false);
  const toggleId = useId();
  const panelId = useId();
  const hintId = useId();
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
    <div className="quick-log-place">
      <button
        type="button"
        id={toggleId}
        className="btn btn-secondary btn-sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        {QUICK_LOG_TEXT.title}
      </button>
      {open && (
        <section id={panelId} className="quick-log" aria-labelledby={toggleId}>
          <p id={hintId} className="field-hint">
            {quick.loading ? QUICK_LOG_TEXT.loading : quick.chips.length > 0 ? QUICK_LOG_TEXT.hint : QUICK_LOG_TEXT.none}
          </p>
          {quick.chips.length > 0 && <ul className="quick-log-chips">{shown.map(chip)}</ul>}
          {quick.chips.length > FIRST && (
            <button type="button" className="btn btn-secondary btn-sm quick-log-more" aria-expanded={all} onClick={() => setAll(!all)}>
              {all ? QUICK_LOG_TEXT.showFewer : QUICK_LOG_TEXT.showAll(quick.chips.length)}
            </button>
          )}
        </section>
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
    </div>
  );
}
