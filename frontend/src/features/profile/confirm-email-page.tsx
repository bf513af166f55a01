// /confirm-email/:token (S43): the page of the link an e-mail change mails to the new address. It spends the token
// once on opening (the change was asked for with the password; the link proves the new address) and says what
// happened: the new address is the account's, or the link is used, expired or lost to another account.
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { errorField } from './api/error-text';
import { confirmEmail } from './api/confirm-email';
import './profile.css';

const FAILED = 'The e-mail address could not be changed. Please try again.';

type State = { kind: 'working' } | { kind: 'done'; text: string } | { kind: 'failed'; text: string };

export function ConfirmEmailPage() {
  const { token = '' } = useParams();
  const { isAuthenticated, refreshUser } = useAuth();
  const [state, setState] = useState<State>({ kind: 'working' });
  const sent = useRef(false);

  useEffect(() => {
    // Once per page: a token works once, and React runs effects twice in development.
    if (sent.current) return;
    sent.current = true;
    confirmEmail(token).then(
      (answer) => {
        setState({ kind: 'done', text: answer.message });
        if (isAuthenticated) void refreshUser().catch(() => undefined);
      },
      (failure: unknown) => setState({ kind: 'failed', text: errorField(failure, ['error', 'detail', 'token']) ?? FAILED }),
    );
  }, [token, isAuthenticated, refreshUser]);

  const next = isAuthenticated ? { to: paths.user, label: 'Go to your profile' } : { to: paths.login, label: 'Sign in' };
  return (
    <div className="page page-narrow confirm-email">
      <header className="page-header">
        <h1>{'Confirm your new e\u2011mail'}</h1>
      </header>
      <section className="card stack" aria-live="polite">
        {state.kind === 'working' && (
          <p className="row" aria-busy="true">
            <span className="spinner" aria-hidden="true" />
            Changing your e-mail address…
          </p>
        )}
        {state.kind !== 'working' && (
          <p className={`alert alert-${state.kind === 'done' ? 'success' : 'error'}`} role={state.kind === 'done' ? 'status' : 'alert'}>
            {state.text}
          </p>
        )}
        {state.kind !== 'working' && (
          <p>
            <Link className="btn btn-primary" to={next.to}>
              {next.label}
            </Link>
          </p>
        )}
      </section>
    </div>
  );
}
