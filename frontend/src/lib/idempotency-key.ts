// One Idempotency-Key per action (issue 21, docs/LOGS.md): crypto.randomUUID() when the person first sends it, the
// same key while the same request goes again (the API client's retries on 502-504, or Save pressed again after an
// error whose answer never came), and a new one once it succeeded or the request changed. So a create or save the
// server already did is answered again instead of done twice.
import { IDEMPOTENCY_KEY_HEADER } from '@shared/idempotency';

export interface ActionKeys {
  /** The header to send `request` with (any value that tells two requests apart: its body, its fields). */
  headerFor(request: unknown): Record<string, string>;
  /** The action succeeded: the next request is a new action. */
  done(): void;
}

/** crypto.randomUUID() exists only in secure contexts: the app on a phone over the LAN (http://192.168…) makes its own. */
export function newKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export function actionKeys(): ActionKeys {
  let current: { key: string; request: string } | undefined;
  return {
    headerFor(request) {
      const text = JSON.stringify(request);
      if (current?.request !== text) current = { key: newKey(), request: text };
      return { [IDEMPOTENCY_KEY_HEADER]: current.key };
    },
    done() {
      current = undefined;
    },
  };
}
