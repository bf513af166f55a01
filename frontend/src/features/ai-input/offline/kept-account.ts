// The account kept on the device for opening offline (docs/OFFLINE.md "What is kept on the device"): written here,
// where it is needed (the capture card's queue works with no network only if the dashboard opens), read by the auth
// state when the server cannot be reached, and removed with the tokens (lib/token-storage.ts).
import { ACCOUNT_KEY } from '@/lib/token-storage';

export function keepAccount(account: object): void {
  try {
    localStorage.setItem(ACCOUNT_KEY, JSON.stringify(account));
  } catch {
    // A full or refused storage: the app only cannot open offline.
  }
}
