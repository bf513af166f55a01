// Forgot password (docs/PRODUCT.md §2, §8): an email; then 'Check Your Email' with Send Another Email and Back to Sign In.
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { requestPasswordReset } from '../api/account-calls';
import { forgotErrorText } from '../api/account-errors';
import { AUTH_TEXT } from '../auth-texts';
import { FormAlert } from './form-alert';

export function ForgotPasswordForm({ onSignIn }: { onSignIn: () => void }) {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || busy) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await requestPasswordReset(email.trim());
      setSentMessage(answer?.message || AUTH_TEXT.forgotSent);
    } catch (failure) {
      setError(forgotErrorText(failure));
    } finally {
      setBusy(false);
    }
  };

  if (sentMessage) {
    return (
      <div className="stack auth-sent" role="status">
        <span className="auth-sent-icon" aria-hidden="true">
          ✉
        </span>
        <h2>{AUTH_TEXT.checkYourEmail}</h2>
        <p className="muted">{sentMessage}</p>
        <button type="button" className="btn btn-secondary btn-block" onClick={() => setSentMessage(null)}>
          {AUTH_TEXT.sendAnotherEmail}
        </button>
        <button type="button" className="btn btn-primary btn-block" onClick={onSignIn}>
          {AUTH_TEXT.backToSignIn}
        </button>
      </div>
    );
  }

  return (
    <form className="stack" onSubmit={submit}>
      <FormAlert tone="error">{error}</FormAlert>
      <TextField label="Email" name="email" type="email" autoComplete="email" required value={email} onValue={setEmail} />
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? 'Sending…' : 'Send Reset Link'}
      </button>
      <p className="auth-switch">
        Remembered it?{' '}
        <button type="button" className="btn btn-link" onClick={onSignIn}>
          {AUTH_TEXT.backToSignIn}
        </button>
      </p>
    </form>
  );
}
