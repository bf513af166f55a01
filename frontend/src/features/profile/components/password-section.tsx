// The Password section: a Change Password toggle opening the change form (docs/PRODUCT.md §4, §5, §8).
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { PASSWORD_MIN_LENGTH } from '@shared/account-rules';
import { TextField } from '@/components/text-field';
import { errorField, PROFILE_FIELD_LABELS } from '../api/error-text';
import { useChangePassword, type PasswordChange } from '../api/change-password';

const EMPTY: PasswordChange = { current_password: '', new_password: '', confirm_password: '' };
const FAILED = 'Failed to change password. Please check your current password.';

export function PasswordSection() {
  const [open, setOpen] = useState(false);
  const [form, setForm] = useState<PasswordChange>(EMPTY);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const { trigger, isMutating } = useChangePassword();
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) document.getElementById('current-password')?.focus();
  }, [open]);
  const filled = Object.values(form).every((value) => value !== '');

  const reset = (nextOpen: boolean) => {
    setOpen(nextOpen);
    setForm(EMPTY);
    setError('');
  };
  const set = (field: keyof PasswordChange) => (value: string) => setForm((current) => ({ ...current, [field]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!filled || isMutating) return;
    if (form.new_password.length < PASSWORD_MIN_LENGTH) return setError('Password must be at least 8 characters long.');
    if (form.new_password !== form.confirm_password) return setError('New passwords do not match.');
    setError('');
    try {
      await trigger(form);
      reset(false);
      setSuccess('Password changed successfully!');
      toggle.current?.focus();
    } catch (failure) {
      setError(errorField(failure, ['current_password', 'new_password', 'detail'], PROFILE_FIELD_LABELS) ?? FAILED);
    }
  };

  return (
    <section className="card stack" aria-labelledby="password-title">
      <div className="row row-between">
        <h2 id="password-title" className="card-title profile-card-title">
          Password
        </h2>
        <button
          ref={toggle}
          type="button"
          className="btn btn-secondary btn-sm"
          aria-expanded={open}
          aria-controls={open ? 'password-form' : undefined}
          onClick={() => {
            setSuccess('');
            reset(!open);
          }}
        >
          Change Password
        </button>
      </div>
      {success && (
        <p className="alert alert-success" role="status">
          {success}
        </p>
      )}
      {!open && !success && <p className="muted">Use a password of at least {PASSWORD_MIN_LENGTH} characters that you use nowhere else.</p>}
      {open && (
        <form id="password-form" className="stack" onSubmit={submit} noValidate aria-label="Change Password">
          {error && (
            <p className="alert alert-error" role="alert">
              {error}
            </p>
          )}
          <TextField
            id="current-password"
            label="Current Password"
            type="password"
            autoComplete="current-password"
            value={form.current_password}
            onValue={set('current_password')}
          />
          <div className="form-row">
            <TextField
              id="new-password"
              label="New Password"
              type="password"
              autoComplete="new-password"
              hint={`At least ${PASSWORD_MIN_LENGTH} characters.`}
              value={form.new_password}
              onValue={set('new_password')}
            />
            <TextField
              id="confirm-password"
              label="Confirm New Password"
              type="password"
              autoComplete="new-password"
              value={form.confirm_password}
              onValue={set('confirm_password')}
            />
          </div>
          <div className="row">
            <button type="submit" className="btn btn-primary" disabled={!filled || isMutating}>
              {isMutating && <span className="spinner" aria-hidden="true" />}
              Update Password
            </button>
            <button
              type="button"
              className="btn btn-secondary"
              onClick={() => {
                reset(false);
                toggle.current?.focus();
              }}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
