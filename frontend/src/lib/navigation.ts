// Lets code outside React (the API client) send the user to a page through the in-app router.
import { paths } from '@/config/paths';

type Navigator = (to: string, state?: unknown) => void;

let navigator: Navigator | null = null;

/** The router registers its navigate here; returns the unregister. */
export function registerNavigator(navigate: Navigator): () => void {
  navigator = navigate;
  return () => {
    if (navigator === navigate) navigator = null;
  };
}

/** Sends the user to sign in, remembering where they were; does nothing when already there (no loops). */
export function goToLogin(): void {
  const { pathname, search, hash } = window.location;
  if (pathname === paths.login) return;
  if (navigator) navigator(paths.login, { from: { pathname, search, hash } });
  else window.location.assign(paths.login);
}
