// A password and its confirmation, with the mismatch rule of docs/PRODUCT.md §5: shown when they differ, cleared on any edit.
import { useState } from 'react';

export function usePasswordPair() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [mismatch, setMismatch] = useState(false);

  /** Shows the mismatch when both are filled and differ; true when they match. */
  const checkMatch = () => {
    const differ = password !== confirm;
    setMismatch(differ);
    return !differ;
  };

  return {
    password,
    confirm,
    mismatch,
    checkMatch,
    changePassword: (value: string) => {
      setPassword(value);
      setMismatch(false);
    },
    changeConfirm: (value: string) => {
      setConfirm(value);
      setMismatch(false);
    },
    /** Leaving the confirmation with a different value shows the message at once. */
    onConfirmBlur: () => {
      if (password && confirm) checkMatch();
    },
  };
}

export type PasswordPair = ReturnType<typeof usePasswordPair>;
