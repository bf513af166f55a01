// The Devices section: Logout ends this device's session only; this button ends every session, this one included.
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { useSignOutEverywhere } from '../api/sign-out-everywhere';

const FAILED = 'Failed to sign out of all devices. Please try again.';

export function DevicesSection() {
  const { clearSession } = useAuth();
  const navigate = useNavigate();
  const { trigger, isMutating } = useSignOutEverywhere();
  const [error, setError] = useState('');

  const signOutEverywhere = async () => {
    setError('');
    try {
      await trigger();
    } catch {
      setError(FAILED);
      return;
    }
    // Like Logout (SPEC.md §4): back to anonymous with no message, on the sign-in page.
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
        <button type="button" className="btn btn-secondary" onClick={signOutEverywhere} disabled={isMutating}>
          {isMutating && <span className="spinner" aria-hidden="true" />}
          Sign out of all devices
        </button>
      </div>
    </section>
  );
}
