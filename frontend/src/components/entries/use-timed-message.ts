// A message that clears itself after MESSAGE_MS (docs/PRODUCT.md §9: create/edit messages vanish after 3 s).
import { useCallback, useEffect, useState } from 'react';
import { MESSAGE_MS } from './entry-texts';

export type Message = { kind: 'success' | 'error'; text: string };

export function useTimedMessage(durationMs = MESSAGE_MS) {
  const [message, setMessage] = useState<Message | null>(null);

  // Each show() sets a new object, so the same text shown again gets its full time again.
  useEffect(() => {
    if (!message) return;
    const timer = setTimeout(() => setMessage(null), durationMs);
    return () => clearTimeout(timer);
  }, [message, durationMs]);

  const show = useCallback((next: Message) => setMessage({ ...next }), []);
  const clear = useCallback(() => setMessage(null), []);
  return { message, show, clear };
}
