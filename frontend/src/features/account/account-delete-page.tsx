// Account deletion at /account/delete: confirm with the password, delete, end the session, then say goodbye (docs/PRODUCT.md §4).
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { ApiError, firstFieldError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { useDeleteAccount } from './api/delete-account';
import './account.css';

const DELETE_FAILED = 'Failed to delete account. Please try again.';

/**
 * The server's word on the password, shown at the field: missing or wrong (400), or too many wrong ones (429: the
 * check is throttled like sign-in). Other failures get docs/PRODUCT.md's text.
 */
function passwordProblem(failure: unknown): string | null {
  if (!(failure instanceof ApiError)) return null;
  if (failure.status === 400) return firstFieldError(failure.body, 'password');
  return failure.status === 429 ? firstFieldError(failure.body, 'detail') : null;
}

function AccountDeleted() {
  return (
    <div className="page page-narrow account-delete">
      <section className="card account-card" aria-labelledby="deleted-title">
        <h1 id="deleted-title">Account Deleted</h1>
        <p className="muted" role="status">
          Your account and all of its data have been permanently removed. Thank you for having used the app.
        </p>
        <Link to={paths.home} className="btn btn-primary">
          Back to home
        </Link>
      </section>
    </div>
  );
}

export function AccountDeletePage() {
  const { endDeletedAccount } = useAuth();
  const { trigger, isMutating } = useDeleteAccount();
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [deleted, setDeleted] = useState(false);

  if (deleted) return <AccountDeleted />;

  const confirmDelete = async (event: FormEvent) => {
    event.preventDefault();
    if (!password || isMutating) return;
    setError('');
    setPasswordError(null);
    try {
      await trigger(password);
    } catch (failure) {
      const problem = passwordProblem(failure);
      if (problem) setPasswordError(problem);
      else setError(DELETE_FAILED);
      return;
    }
    // The server has ended every session: sign out here at once, so the navigation is the visitor's, and stay to say goodbye.
    endDeletedAccount();
    setDeleted(true);
  };

  return (
    <div className="page page-narrow account-delete">
      <section className="card account-card" aria-labelledby="delete-title">
        <h1 id="delete-title">Sorry to see you leave</h1>
        <div className="alert alert-warning">
          <p>
            <strong>This cannot be undone.</strong> Deleting your account permanently removes all of your data: your profile, every log
            entry and photo, and your chat history. It cannot be restored.
          </p>
        </div>
        <p className="muted">
          Want a copy before you go? In <Link to={paths.settings}>Settings</Link>, Data Export offers two: a CSV of your entries that opens
          in any spreadsheet, or a full backup with everything (entries, inputs, chats, reports, settings and photos) that you can restore
          into an account later.
        </p>
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <form className="account-delete-form" onSubmit={confirmDelete} noValidate aria-label="Delete account">
          <TextField
            id="delete-password"
            label="Password"
            hint="Enter your password to confirm that you want to delete your account."
            type="password"
            autoComplete="current-password"
            value={password}
            error={passwordError}
            onValue={(value) => {
              setPassword(value);
              setPasswordError(null);
            }}
          />
          <div className="row">
            <button type="submit" className="btn btn-danger" disabled={!password || isMutating}>
              {isMutating && <span className="spinner" aria-hidden="true" />}
              Confirm Delete
            </button>
            <Link to={paths.user} className="btn btn-secondary">
              Cancel
            </Link>
          </div>
        </form>
      </section>
    </div>
  );
}
