// The chips' state (docs/QUICK-LOG.md "On the capture card"): one tap re-logs an item now and offers Undo for a few
// seconds; the star adds or removes a favourite. The lists are read again after each change (counts, order, stars).
import { useEffect, useRef, useState } from 'react';
import { timeText, useTimeZone } from '@/lib/time-zone';
import { addFavourite, relog, removeFavourite, undoRelog, useQuickLogLists, type Saved } from './api/quick-log-api';
import { chipsOf, clockOf, nowIn, type Chip } from './chips';
import { QUICK_LOG_TEXT, UNDO_MS } from './quick-log-texts';

export type QuickLogNotice = { kind: 'logged'; text: string; saved: Saved; name: string } | { kind: 'info' | 'error'; text: string };

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

  const log = async (chip: Chip) => {
    const name = chip.item.details;
    setBusy(chip.key);
    try {
      const at = nowIn(zone);
      const saved = await relog(chip.item, at, zone);
      const { hour, minute } = clockOf(at);
      show({ kind: 'logged', text: QUICK_LOG_TEXT.logged(name, timeText(hour, minute, format.clock)), saved, name });
      changed();
    } catch {
      show({ kind: 'error', text: QUICK_LOG_TEXT.failed(name) });
    } finally {
      setBusy(null);
    }
  };

  const undo = async () => {
    if (notice?.kind !== 'logged') return;
    const { saved, name } = notice;
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
  return { chips, busy, notice, log, undo, toggleFavourite, clock: format.clock };
}
