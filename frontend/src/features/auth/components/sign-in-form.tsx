// Sign in (docs/PRODUCT.md §2, §5, §8): username and password, both required; failure shows the server's detail; success
// focuses the next page's heading.
import { useState, type FormEvent } from 'react';
import { useAuth } from '@/lib/auth';
import { TextField } from '@/components/text-field';
import { loginErrorText } from '../api/account-errors';
import { focusNextPageHeading } from '../focus-next-heading';
import { FormAlert } from './form-alert';

type Props = { initialUsername?: string; onForgot: () => void; onRegister: () => void };

export function SignInForm({ initialUsername = '', onForgot, onRegister }: Props) {
  const { login } = useAuth();
  const [username, setUsername] = useState(initialUsername);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!username.trim() || !password || busy) return;
    setBusy(true);
    setError(null);
    const arrival = focusNextPageHeading();
    try {
      await login(username.trim(), password);
    } catch (failure) {
      arrival.cancel();
      setError(loginErrorText(failure));
      setBusy(false);
    }
  };

  return (
    <form className="stack" onSubmit={submit}>
      <FormAlert tone="error">{error}</FormAlert>
      <TextField label="Username" name="username" autoComplete="username" required value={username} onValue={setUsername} />
      <TextField
        label="Password"
        name="password"
        type="password"
        autoComplete="current-password"
        required
        value={password}
        onValue={setPassword}
      />
      <div className="auth-form-aside">
        <button type="button" className="btn btn-link" onClick={onForgot}>
          Forgot password?
        </button>
      </div>
      <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
        {busy && <span className="spinner" aria-hidden="true" />}
        {busy ? 'Signing in…' : 'Sign In'}
      </button>
      <p className="auth-switch">
        New here?{' '}
        <button type="button" className="btn btn-link" onClick={onRegister}>
          Create account
        </button>
      </p>
    </form>
  );
}
