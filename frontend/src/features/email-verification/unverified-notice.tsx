// Where the AI is used (the dashboard's input and chat), a signed-in person whose e-mail address waits for verification
// is told why the AI refuses (issue 21, S47) and can have the link mailed again (the server allows 3 an hour).
import { useState } from 'react';
import { ApiError, firstFieldError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { callApi } from '@/lib/call-api';
import './unverified-notice.css';
import * as authOps from '@/lib/operations/auth.generated';

type Sent = { tone: 'success' | 'error'; text: string } | null;

export const NOTICE_TEXT = {
  title: 'Confirm your e-mail address to use the AI',
  body: (email: string) => `We sent a link to ${email}. Open it, and the AI input and chat are yours. Everything else already works.`,
  resend: 'Resend link',
  sending: 'Sending…',
  failed: 'The link could not be sent. Please try again in a moment.',
} as const;

export function UnverifiedNotice() {
  const { user, refreshUser } = useAuth();
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState<Sent>(null);
  if (!user || user.email_verified !== false) return null;

  const resend = async () => {
    setBusy(true);
    setSent(null);
    try {
      const answer = await callApi(authOps.resendVerification);
      setSent({ tone: 'success', text: answer.message });
      // Verified meanwhile (in another tab): the server says so, and the notice goes.
      await refreshUser().catch(() => undefined);
    } catch (failure) {
      const said = failure instanceof ApiError ? firstFieldError(failure.body, 'detail') : null;
      setSent({ tone: 'error', text: said ?? NOTICE_TEXT.failed });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="alert alert-warning unverified-notice" aria-labelledby="unverified-notice-title">
      <h2 id="unverified-notice-title" className="unverified-notice-title">
        {NOTICE_TEXT.title}
      </h2>
      <p>{NOTICE_TEXT.body(user.email)}</p>
      <div className="unverified-notice-actions">
        <button type="button" className="btn btn-secondary btn-sm" onClick={resend} disabled={busy}>
          {busy && <span className="spinner" aria-hidden="true" />}
          {busy ? NOTICE_TEXT.sending : NOTICE_TEXT.resend}
        </button>
        <p className={sent?.tone === 'error' ? 'unverified-notice-error' : 'unverified-notice-sent'} role="status">
          {sent?.text}
        </p>
      </div>
    </section>
  );
}
