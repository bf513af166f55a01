// A SMART Health Link as the viewer reads it from the page's address (docs/SHARING.md "Links"): the `shlink:/` payload
// after the `#`, base64url JSON of { url, key, exp, flag, label, v }. The fragment never reaches a server, so the key
// stays in the browser; this only decodes and checks the payload's shape, it calls nothing.

export interface ShlinkPayload {
  /** The manifest's address (the spec's `url`). */
  url: string;
  /** The 256-bit key, base64url (43 characters), that decrypts every file. */
  key: string;
  /** When the link stops working, in epoch seconds, if it says. */
  exp?: number;
  /** 'P': a passcode is needed; 'L': long-term; 'U': the url answers the one file directly. */
  flag: string;
  label?: string;
  v?: number;
}

const PREFIX = 'shlink:/';
const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** base64url (padding optional) → bytes; null when it is not base64url. */
export function base64urlBytes(text: string): Uint8Array | null {
  const bare = text.replace(/=+$/, '');
  if (!BASE64URL.test(bare)) return null;
  const binary = atob(bare.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (bare.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

const isHttpUrl = (value: unknown) => {
  if (typeof value !== 'string') return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:';
  } catch {
    return false;
  }
};

/**
 * The payload of an address or fragment holding `shlink:/…` ('#shlink:/eyJ…', or a whole viewer URL); null when there
 * is none or it is not a SMART Health Link (bad base64url or JSON, no manifest URL, a key that is not 32 bytes).
 */
export function parseShlink(text: string): ShlinkPayload | null {
  const at = text.indexOf(PREFIX);
  if (at < 0) return null;
  const bytes = base64urlBytes(text.slice(at + PREFIX.length).trim());
  if (!bytes) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
  if (typeof raw !== 'object' || raw === null) return null;
  const { url, key, exp, flag, label, v } = raw as Record<string, unknown>;
  if (!isHttpUrl(url) || typeof key !== 'string' || key.length !== 43 || base64urlBytes(key)?.length !== 32) return null;
  return {
    url: url as string,
    key,
    exp: typeof exp === 'number' ? exp : undefined,
    flag: typeof flag === 'string' ? flag : '',
    label: typeof label === 'string' ? label.slice(0, 80) : undefined,
    v: typeof v === 'number' ? v : undefined,
  };
}

/** True when the link says it has expired (the server refuses it anyway: this only spares a call). */
export const hasExpired = (link: ShlinkPayload, now = Date.now()) => link.exp !== undefined && link.exp * 1000 <= now;

export const needsPasscode = (link: ShlinkPayload) => link.flag.includes('P');
