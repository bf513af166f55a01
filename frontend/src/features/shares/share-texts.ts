// The words of sharing with a clinician, once: the choices of the share dialog and how Settings → Shared links
// describes a link (docs/SHARING.md).
import { ENTRY_TYPES } from '@shared/entry-types';
import type { ShareBody, SharePatient, ShareStatus, ShareSummary } from './api/shares-api';

// The limits are the server's (shared/schemas/shares.ts SHARE_LIMITS), written again because pages never load the
// zod schemas; test/unit/share-web-limits.test.ts holds them equal.
/** The periods of the doctor summary. */
export const SHARE_PERIODS = [7, 30, 90, 365] as const;
export const EXPIRY = { min: 1, max: 90, default: 14 } as const;
export const LABEL_MAX = 80;

/** Every entry type may be shared: the collection is what the API is sent, the title what the person reads. */
export const SHARE_TYPES: readonly { value: ShareBody['types'][number]; title: string }[] = ENTRY_TYPES.map((type) => ({
  value: type.collection,
  title: type.title,
}));

export const PATIENT_CHOICES: readonly { value: SharePatient; label: string }[] = [
  { value: 'name', label: 'My name' },
  { value: 'initials', label: 'My initials only' },
  { value: 'none', label: 'No name' },
];

export const STATUS_LABELS: Readonly<Record<ShareStatus, string>> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
  locked: 'Locked (too many wrong passcodes)',
};

export const SHARE_TEXTS = {
  button: 'Share with a clinician',
  title: 'Share with a clinician',
  intro:
    'Makes a link your clinician can open without an account: this summary to read and print, and the same data as a FHIR R4 file their systems can import. It stops working when it expires or when you revoke it (Settings → Shared links).',
  typesRequired: 'Choose at least one type of entry.',
  expiryRange: `Enter a whole number of days from ${EXPIRY.min} to ${EXPIRY.max}.`,
  labelRequired: 'Enter a label, so you know later who this link was for.',
  labelTooLong: `Use at most ${LABEL_MAX} characters.`,
  passcodeWarning:
    'Write it down or tell it to your clinician now: it is shown only this once, and the link does not open without it. After 10 wrong tries the link locks.',
  noPasscode: 'No passcode: anyone who has this link can open it until it expires.',
  copied: 'Link copied.',
  copyFailed: 'Could not copy: select the link and copy it yourself.',
  created: 'Your link is ready',
};

/** "For my doctor, 3 Dec": today's day and month in the person's zone. */
export function defaultLabel(zone: string, now = new Date()): string {
  let day: string;
  try {
    day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: zone }).format(now);
  } catch {
    day = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' }).format(now);
  }
  return `For my doctor, ${day}`;
}

const typeTitle = (value: string) => SHARE_TYPES.find((type) => type.value === value)?.title ?? value;

/** "30 days of Sleep, Mood & Stress; your initials; passcode": what a link holds, in one line. */
export function describeShare(share: Pick<ShareSummary, 'days' | 'types' | 'patient' | 'birth_year' | 'sex' | 'passcode'>): string {
  const types = share.types.length === SHARE_TYPES.length ? 'every type of entry' : share.types.map(typeTitle).join(', ');
  const named = { name: 'your name', initials: 'your initials', none: 'no name' }[share.patient];
  const about = [share.birth_year && 'birth year', share.sex && 'sex'].filter(Boolean).join(' and ');
  const who = about ? `${named}, ${about}` : named;
  return `${share.days} days of ${types}; ${who}; ${share.passcode ? 'with a passcode' : 'no passcode'}`;
}
