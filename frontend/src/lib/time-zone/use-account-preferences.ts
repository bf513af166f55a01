// The display preferences the account keeps (docs/DATES.md): its zone becomes this device's at sign-in (docs/PRODUCT.md §3's
// localStorage `timeZone` still holds it), and the zone, date order and clock chosen here are saved to the profile.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AuthState } from '@/lib/auth';
import { callApi, type BodyOf } from '@/lib/call-api';
import type { Clock, DateOrder } from './date-format';
import { readTimeZonePreference, writeTimeZonePreference } from './preference';
import * as authOps from '@/lib/operations/auth.generated';

export type DateChoices = { date_order: DateOrder | null; clock: Clock | null };
/** How saving the last change (of the zone or the date format) to the account went; 'idle' before any. */
export type AccountSave = { status: 'idle' | 'saving' | 'saved' | 'failed'; subject?: 'zone' | 'format' };

const IDLE: AccountSave = { status: 'idle' };

type Body = Pick<BodyOf<'updateProfile'>, 'time_zone' | 'date_order' | 'clock'>;

/** `enabled: false` (a consumer outside the app's provider) neither reads nor writes the account. */
export function useAccountPreferences(auth: AuthState | null, enabled: boolean) {
  const user = enabled ? (auth?.user ?? null) : null;
  const userId = user?.id;
  const accountZone = user?.profile.time_zone ?? null;
  const [pending, setPending] = useState<DateChoices | null>(null);
  const [accountSave, setAccountSave] = useState<AccountSave>(IDLE);
  const latest = useRef(0);

  // Signed in (here or by a stored session), or the account's zone read back: it becomes this device's.
  useEffect(() => {
    if (accountZone && accountZone !== readTimeZonePreference()) writeTimeZonePreference(accountZone);
  }, [userId, accountZone]);

  // Another person signs in: nothing of the last one's choices stays.
  useEffect(() => {
    setPending(null);
    setAccountSave(IDLE);
  }, [userId]);

  const refreshUser = auth?.refreshUser;
  const save = useCallback(
    async (body: Body, subject: AccountSave['subject']) => {
      if (!userId) return;
      const call = ++latest.current;
      setAccountSave({ status: 'saving', subject });
      try {
        await callApi(authOps.updateProfile, { body });
        await refreshUser?.().catch(() => undefined);
        if (call === latest.current) setAccountSave({ status: 'saved', subject });
      } catch {
        if (call === latest.current) setAccountSave({ status: 'failed', subject });
      }
    },
    [userId, refreshUser],
  );

  const profileOrder = user?.profile.date_order ?? null;
  const profileClock = user?.profile.clock ?? null;
  const choices = useMemo(() => pending ?? { date_order: profileOrder, clock: profileClock }, [pending, profileOrder, profileClock]);

  const saveZone = useCallback((zone: string) => void save({ time_zone: zone }, 'zone'), [save]);
  const setDateChoices = useCallback(
    (change: Partial<DateChoices>) => {
      const next = { ...choices, ...change };
      setPending(next);
      void save(next, 'format');
    },
    [choices, save],
  );

  return { choices, accountSave, saveZone, setDateChoices };
}
