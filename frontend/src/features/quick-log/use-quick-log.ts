// The chips' state (docs/QUICK-LOG.md "On the capture card"): one tap re-logs an item now and offers, for a few
// seconds, Undo and (when its usual time today has passed) the usual time instead; the star adds or removes a
// favourite. The lists are read again after each change (counts, order, stars).
import { useEffect, useRef, useState } from 'react';
import { timeText, useTimeZone } from '@/lib/time-zone';
import { addFavourite, relog, removeFavourite, undoRelog, useQuickLogLists, type Saved } from './api/quick-log-api';
import { chipsOf, clockOf, nowIn, usualTimeToday, type Chip } from './chips';
import { QUICK_LOG_TEXT, UNDO_MS } from './quick-log-texts';

export type QuickLogNotice =
  | { kind: 'logged'; text: string; saved: Saved; chip: Chip; usualAt?: string; usualClock?: string }
  | { kind: 'info' | 'error'; text: string };

/** The re-log at the usual time was saved, but the one it replaces could not be taken back. */
class MovedTwice extends Error {}

export function useQuickLog(onLogged?: () => void) {
  const { zone, format } = useTimeZone();
  const lists = useQuickLogLists(zone);
  const [busy, setBusy] = useState<string | null>(null);
  const [notice, setNotice] = useState<QuickLogNotice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = (next: QuickLogNotice | null) => {
    clearTimeout(timer.current);
    setNotice(next);
    if (next?.kind === 'logged') timer.current = setTimeout(() => setNotice(null), UNDO_MS);
  };
  const changed = () => {
    onLogged?.();
    void lists.mutate();
  };

  const clockText = (iso: string) => {
    const { hour, minute } = clockOf(iso);
    return timeText(hour, minute, format.clock);
  };

  /** Saves the chip's item at `at`; `replacing` is a re-log this one moves (taken back once this one is saved). */
  const logAt = async (chip: Chip, at: string, replacing?: Saved) => {
    const name = chip.item.details;
    setBusy(chip.key);
    try {
      const saved = await relog(chip.item, at, zone);
      // Logged at the new time: the first one goes; should that fail, both are on the Logs page, and it says so.
      if (replacing) await undoRelog(replacing).catch(() => Promise.reject(new MovedTwice()));
      const usualAt = replacing ? undefined : usualTimeToday(chip.usualTime, zone);
      const usualClock = usualAt && clockText(usualAt);
      show({ kind: 'logged', text: QUICK_LOG_TEXT.logged(name, clockText(at)), saved, chip, usualAt, usualClock });
      changed();
    } catch (error) {
      show({ kind: 'error', text: error instanceof MovedTwice ? QUICK_LOG_TEXT.undoFailed : QUICK_LOG_TEXT.failed(name) });
      if (error instanceof MovedTwice) changed();
    } finally {
      setBusy(null);
    }
  };

  const log = (chip: Chip) => logAt(chip, nowIn(zone));

  const atUsualTime = async () => {
    if (notice?.kind !== 'logged' || !notice.usualAt) return;
    await logAt(notice.chip, notice.usualAt, notice.saved);
  };

  const undo = async () => {
    if (notice?.kind !== 'logged') return;
    const { saved } = notice;
    const name = notice.chip.item.details;
    show(null);
    try {
      await undoRelog(saved);
      show({ kind: 'info', text: QUICK_LOG_TEXT.undone(name) });
      changed();
    } catch {
      show({ kind: 'error', text: QUICK_LOG_TEXT.undoFailed });
    }
  };

  const toggleFavourite = async (chip: Chip) => {
    setBusy(chip.key);
    try {
      if (chip.favourite) await removeFavourite(chip.key);
      else await addFavourite(chip.item);
      await lists.mutate();
    } catch {
      show({ kind: 'error', text: QUICK_LOG_TEXT.favouriteFailed });
    } finally {
      setBusy(null);
    }
  };

  const chips = lists.data ? chipsOf(lists.data.favourites, lists.data.recents) : [];
  return { chips, loading: !lists.data && !lists.error, busy, notice, log, undo, atUsualTime, toggleFavourite, clock: format.clock };
}
