// /verify-email/:token (issue 21): the link sign-up mails. The page spends the token once on arrival and says how it
// went: verified (on to the dashboard, or to sign in), or why not (used, expired, not valid) and what to do next.
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { apiMessages } from '@shared/messages';
import { paths } from '@/config/paths';
import { ApiError, firstFieldError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { verifyEmailToken } from './api/account-calls';
import { AUTH_TEXT } from './auth-texts';
import { AuthBackLink, AuthFormHeader } from './components/auth-shell';
import { FormAlert } from './components/form-alert';
import './auth.css';

type Outcome = { kind: 'verifying' } | { kind: 'verified'; message: string } | { kind: 'refused'; message: string };

/**
 * One call per token for the page's life, however often React runs the effect (StrictMode runs it twice): a second
 * call would find the link spent and say so.
 */
const calls = new Map<string, Promise<string>>();
const spend = (token: string) => {
  if (!calls.has(token))
    calls.set(
      token,
      verifyEmailToken(token).then((answer) => answer.message),
    );
  return calls.get(token)!;
};

export function VerifyEmailPage() {
  const { token = '' } = useParams();
  const { isAuthenticated, refreshUser } = useAuth();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'verifying' });
  // Signed in now, not at arrival: the page can open before the stored session has loaded.
  const signedIn = useRef(isAuthenticated);
  signedIn.current = isAuthenticated;

  useEffect(() => {
    let current = true;
    spend(token).then(
      (message) => {
        if (!current) return;
        // A signed-in tab learns that the AI is open before the page says so, so the dashboard it links to opens
        // without the notice however soon it renders.
        const refreshed = signedIn.current ? refreshUser().catch(() => undefined) : Promise.resolve();
        void refreshed.then(() => current && setOutcome({ kind: 'verified', message }));
      },
      (failure: unknown) => {
        if (!current) return;
        const said = failure instanceof ApiError && failure.status === 400 ? firstFieldError(failure.body, 'error') : null;
        setOutcome({ kind: 'refused', message: said ?? AUTH_TEXT.verifyFailed });
      },
    );
    return () => {
      current = false;
    };
    // refreshUser is stable and the sign-in state is read when the answer comes: the token is spent once either way.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  const next = isAuthenticated ? (
    <Link to={paths.dashboard} className="btn btn-primary btn-block">
      Go to your dashboard
    </Link>
  ) : (
    <Link to={paths.login} className="btn btn-primary btn-block">
      Sign in
    </Link>
  );

  return (
    <div className="auth-page auth-page-single">
      <section className="auth-panel" aria-labelledby="auth-title">
        <AuthBackLink />
        <div className="auth-card">
          {/* A non-breaking hyphen: a phone's narrow card would otherwise break the heading inside "e-mail". */}
          <AuthFormHeader title={'Confirm your e\u2011mail'} subtitle="Verification links work once and expire after 7 days." />
          <div className="stack" aria-live="polite">
            {outcome.kind === 'verifying' && (
              <p className="muted" role="status">
                <span className="spinner" aria-hidden="true" /> Verifying your e-mail address…
              </p>
            )}
            {outcome.kind === 'verified' && <FormAlert tone="success">{outcome.message}</FormAlert>}
            {outcome.kind === 'refused' && outcome.message === apiMessages.verifyLinkUsed && (
              <FormAlert tone="info">{outcome.message}</FormAlert>
            )}
            {outcome.kind === 'refused' && outcome.message !== apiMessages.verifyLinkUsed && (
              <>
                <FormAlert tone="warning">{outcome.message}</FormAlert>
                <p className="muted">
                  Signed in, the dashboard shows a <strong>Resend link</strong> button while your address waits for verification.
                </p>
              </>
            )}
            {outcome.kind !== 'verifying' && next}
          </div>
        </div>
      </section>
    </div>
  );
}
