// Whether a display preference also reached the account (it is kept on this device either way).
import type { AccountSave } from '@/lib/time-zone';

const TEXT: Record<AccountSave['status'], string> = {
  idle: '',
  saving: 'Saving to your account…',
  saved: 'Saved to your account: every device you sign in on uses it.',
  failed: 'Kept on this device, but it could not be saved to your account. Try again later.',
};

/** The note of the last save when it was of `subject`; empty otherwise (the region stays, so it is announced). */
export function AccountSaveNote({ state, subject }: { state: AccountSave; subject: AccountSave['subject'] }) {
  const status = state.subject === subject ? state.status : 'idle';
  return (
    <p className={`settings-save-note text-sm${status === 'failed' ? ' is-failed' : ''}`} aria-live="polite">
      {TEXT[status]}
    </p>
  );
}
