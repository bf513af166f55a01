// Whether the person most likely types on a screen keyboard (a touch screen without a mouse, or a phone-sized window):
// there is no Shift+Enter to mention there.
import { useSyncExternalStore } from 'react';

export const TOUCH_KEYBOARD_QUERY = '(hover: none) and (pointer: coarse), (max-width: 480px)';

const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(TOUCH_KEYBOARD_QUERY) : null);

function subscribe(onChange: () => void) {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

export function useTouchKeyboard(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches ?? false);
}
