// Register (docs/PRODUCT.md §2, §4, §5, §8): required fields, matching passwords, the agreement; success alerts and returns to sign in,
// which then says where the verification link went (issue 21).
import { useState, type FormEvent } from 'react';
import { TextField } from '@/components/text-field';
import { registerAccount } from '../api/account-calls';
import { registerErrorText } from '../api/account-errors';
import { AUTH_TEXT } from '../auth-texts';
import { usePasswordPair } from '../use-password-pair';
import { FormAlert } from './form-alert';
import { PasswordPairFields } from './password-pair-fields';

type Props = { onRegistered: (username: string, email: string) => void; onSignIn: () => void };

export function RegisterForm({ onRegistered, onSignIn }: Props) {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [firstName, setFirstName] = useState('');
  const pair = usePasswordPair();
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!agreed || busy || !username.trim() || !email.trim() || !pair.password || !pair.confirm) return;
    if (!pair.checkMatch()) return;
    setBusy(true);
    setError(null);
    try {
      const payload = {
        username: username.trim(),
        email: email.trim(),
        password: pair.password,
        password2: pair.confirm,
        first_name: firstName.trim(),
      };
      await registerAccount(payload);
      window.alert(AUTH_TEXT.registered);
      onRegistered(payload.username, payload.email);
    } catch (failure) {
      setError(registerErrorText(failure));
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit}>
      <FormAlert tone="error">{error}</FormAlert>
      <TextField label="Username" name="username" autoComplete="username" required value={username} onValue={setUsername} />
      <TextField label="Email" name="email" type="email" autoComplete="email" required value={email} onValue={setEmail} />
      <TextField label="First Name (optional)" name="first_name" autoComplete="given-name" value={firstName} onValue={setFirstName} />
      <div className="form-row">
        <PasswordPairFields pair={pair} labels={{ password: 'Password', confirm: 'Confirm Password' }} />
      </div>
      <label className="checkbox auth-agreement">
        <input type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        <span>{AUTH_TEXT.agreement}</span>
      </label>
      <button type="submit" className="btn btn-primary btn-block" disabled={!agreed || busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? 'Creating account…' : 'Create Account'}
      </button>
      <p className="auth-switch">
        Already have an account?{' '}
        <button type="button" className="btn btn-link" onClick={onSignIn}>
          Sign in
        </button>
      </p>
    </form>
  );
}
