// A new password and its confirmation, showing "Passwords don't match" while they differ (register and reset). The
// message has its room kept under the confirmation, so it never pushes what follows (the agreement) away from a click.
import { TextField } from '@/components/text-field';
import { AUTH_TEXT } from '../auth-texts';
import type { PasswordPair } from '../use-password-pair';

interface PasswordPairFieldsProps {
  pair: PasswordPair;
  labels: { password: string; confirm: string };
}

export function PasswordPairFields({ pair, labels }: PasswordPairFieldsProps) {
  return (
    <>
      <TextField
        label={labels.password}
        name="password"
        type="password"
        autoComplete="new-password"
        required
        value={pair.password}
        onValue={pair.changePassword}
      />
      <div className="password-confirm">
        <TextField
          label={labels.confirm}
          name="password2"
          type="password"
          autoComplete="new-password"
          required
          value={pair.confirm}
          onValue={pair.changeConfirm}
          onBlur={pair.onConfirmBlur}
          error={pair.mismatch ? AUTH_TEXT.passwordsDontMatch : null}
        />
      </div>
    </>
  );
}
