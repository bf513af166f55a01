// The two test forms of /debug/auth; each reports what the server answered.
import { useState, type FormEvent } from 'react';
import { ApiError } from '@/lib/api-error';
import { useAuth } from '@/lib/auth';
import { TextField } from '@/components/text-field';
import { registerAccount } from '../api/account-calls';

export type DebugResult = { action: 'register' | 'login'; ok: boolean; summary: string; detail?: string };

const describe = (error: unknown) =>
  error instanceof ApiError
    ? { summary: `${error.status ?? 'No response'}: ${error.message}`, detail: JSON.stringify(error.body, null, 2) }
    : { summary: String(error) };

export function DebugRegisterCard({ onResult }: { onResult: (result: DebugResult) => void }) {
  const [form, setForm] = useState({ username: '', email: '', first_name: '', last_name: '', password: '', password2: '' });
  const set = (field: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      const answer = await registerAccount(form);
      onResult({ action: 'register', ok: true, summary: 'Registration succeeded', detail: JSON.stringify(answer, null, 2) });
    } catch (error) {
      onResult({ action: 'register', ok: false, ...describe(error) });
    }
  };

  return (
    <form className="card stack" onSubmit={submit} aria-label="Test registration">
      <h2 className="card-title">Test registration</h2>
      <TextField label="Username" required value={form.username} onValue={set('username')} />
      <TextField label="Email" type="email" required value={form.email} onValue={set('email')} />
      <div className="form-row">
        <TextField label="First name" value={form.first_name} onValue={set('first_name')} />
        <TextField label="Last name" value={form.last_name} onValue={set('last_name')} />
      </div>
      <div className="form-row">
        <TextField label="Password" type="password" autoComplete="new-password" required value={form.password} onValue={set('password')} />
        <TextField label="Confirm" type="password" autoComplete="new-password" required value={form.password2} onValue={set('password2')} />
      </div>
      <button type="submit" className="btn btn-secondary">
        Register test user
      </button>
    </form>
  );
}

export function DebugLoginCard({ onResult }: { onResult: (result: DebugResult) => void }) {
  const { login } = useAuth();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await login(username, password);
      onResult({ action: 'login', ok: true, summary: 'Login successful! Redirecting to the dashboard…' });
    } catch (error) {
      onResult({ action: 'login', ok: false, ...describe(error) });
    }
  };

  return (
    <form className="card stack" onSubmit={submit} aria-label="Test login">
      <h2 className="card-title">Test login</h2>
      <TextField label="Username" autoComplete="username" required value={username} onValue={setUsername} />
      <TextField label="Password" type="password" autoComplete="current-password" required value={password} onValue={setPassword} />
      <button type="submit" className="btn btn-primary">
        Log in
      </button>
    </form>
  );
}
