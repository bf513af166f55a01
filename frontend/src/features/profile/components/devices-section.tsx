// The Devices section: Logout ends this device's session only; this button ends every session, this one included,
// after asking first (it signs out every phone and computer at once, and cannot be undone).
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ConfirmDialog } from '@/components/confirm-dialog/confirm-dialog';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

const FAILED = 'Failed to sign out of all devices. Please try again.';
const SIGN_OUT_EVERYWHERE_QUESTION = 'Sign out of all devices?';

export function DevicesSection() {
  const { clearSession } = useAuth();
  const navigate = useNavigate();
  const { trigger, isMutating } = useSignOutEverywhere();
  const [error, setError] = useState('');
  const [asking, setAsking] = useState(false);

  const signOutEverywhere = async () => {
    setAsking(false);
    setError('');
    try {
      await trigger();
    } catch {
      setError(FAILED);
      return;
    }
    // Like Logout (docs/PRODUCT.md §4): back to anonymous with no message, on the sign-in page.
    clearSession();
    navigate(paths.login);
  };

  return (
    <section className="card stack" aria-labelledby="devices-title">
      <h2 id="devices-title" className="card-title profile-card-title">
        Devices
      </h2>
      {error && (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      )}
      <div className="row row-between">
        <p className="muted devices-text">
          Logout signs out this device only. Lost a phone, or signed in on a shared computer? Sign out everywhere at once, including here.
        </p>
        <button type="button" className="btn btn-secondary" onClick={() => setAsking(true)} disabled={isMutating}>
          {isMutating && <span className="spinner" aria-hidden="true" />}
          Sign out of all devices
        </button>
      </div>
      {asking && (
        <ConfirmDialog
          question={SIGN_OUT_EVERYWHERE_QUESTION}
          detail="Every phone, tablet and computer signed in to your account, this one included, will be signed out and need your password again."
          confirmLabel="Sign out everywhere"
          onConfirm={() => void signOutEverywhere()}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
