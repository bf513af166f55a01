// Account deletion at /account/delete: confirm, delete, end the session, then say goodbye (SPEC.md §4).
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useDeleteAccount } from './api/delete-account';
import './account.css';

const DELETE_FAILED = 'Failed to delete account. Please try again.';

export function AccountDeletePage() {
  const { clearSession } = useAuth();
  const { trigger, isMutating } = useDeleteAccount();
  const [deleted, setDeleted] = useState(false);
  const [error, setError] = useState('');

  const confirmDelete = async () => {
    setError('');
    try {
      await trigger();
    } catch {
      setError(DELETE_FAILED);
      return;
    }
    setDeleted(true);
  };

  // The server has revoked the tokens; the local session is cleared as the user leaves this page (or the tab),
  // because clearing it at once would make the sign-in guard swap this page for /login before it is read.
  useEffect(() => {
    if (!deleted) return;
    const leave = () => clearSession();
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [deleted, clearSession]);

  if (deleted) {
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
          If you want a copy of your data, download it as CSV from <Link to={paths.settings}>Settings</Link> before you go.
        </p>
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        <div className="row">
          <button type="button" className="btn btn-danger" onClick={confirmDelete} disabled={isMutating}>
            {isMutating && <span className="spinner" aria-hidden="true" />}
            Confirm Delete
          </button>
          <Link to={paths.user} className="btn btn-secondary">
            Cancel
          </Link>
        </div>
      </section>
    </div>
  );
}
