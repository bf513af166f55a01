// Whether the window is phone-sized (FRONTEND.md's ≤ 560 px): there, a type's "Add an entry" form waits behind its
// button, so the entries come first. Without matchMedia (tests, old browsers) it is a desktop.
import { useSyncExternalStore } from 'react';

export const PHONE_QUERY = '(max-width: 560px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener?.('change', onChange);
  return () => list?.removeEventListener?.('change', onChange);
}

export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
