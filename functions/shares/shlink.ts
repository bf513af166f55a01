// The SMART Health Link itself (HL7 SMART Health Links, "shlink:/ payload"; docs/SHARING.md "Links"): a fresh 256-bit
// key and a 256-bit manifest id per link, and the `shlink:/` text holding the manifest URL, the key, the expiry, the
// P flag of a passcode and the label. The key exists only here and in the answer to its creation: never stored.
import { randomBytes } from 'node:crypto';

export interface ShlinkPayload {
  /** The manifest URL: `<origin>/api/shl/<manifest id>`. */
  url: string;
  /** The key the files are encrypted with: 32 bytes, base64url (43 characters). */
  key: string;
  /** When the link expires, epoch seconds. */
  exp: number;
  /** 'P' when a passcode is needed (the spec's flags, in alphabetical order). */
  flag?: 'P';
  label: string;
  v: 1;
}

const SHLINK_PREFIX = 'shlink:/';
/** The spec's limit on a label's length. */
const LABEL_MAX = 80;

/** 32 random bytes as base64url without padding: 43 characters (a key, or a manifest id: unguessable either way). */
export const random256 = (): string => randomBytes(32).toString('base64url');

/** What a manifest id is: 43 base64url characters. */
export const isManifestId = (text: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(text);

/** `shlink:/` and the payload as base64url JSON (no padding). */
export function encodeShlink(payload: ShlinkPayload): string {
  const fields: ShlinkPayload = {
    url: payload.url,
    key: payload.key,
    exp: payload.exp,
    ...(payload.flag ? { flag: payload.flag } : {}),
    label: payload.label.slice(0, LABEL_MAX),
    v: 1,
  };
  return SHLINK_PREFIX + Buffer.from(JSON.stringify(fields), 'utf8').toString('base64url');
}

/** The payload of a `shlink:/…` text, or of a viewer URL holding one after `#`; throws on anything else. */
export function decodeShlink(text: string): ShlinkPayload {
  const at = text.indexOf(SHLINK_PREFIX);
  if (at < 0) throw new Error('Not a SMART Health Link: no shlink:/');
  const json = Buffer.from(text.slice(at + SHLINK_PREFIX.length), 'base64url').toString('utf8');
  const payload = JSON.parse(json) as ShlinkPayload;
  if (typeof payload.url !== 'string' || typeof payload.key !== 'string' || payload.key.length !== 43) {
    throw new Error('Not a SMART Health Link: its url or key is missing');
  }
  return payload;
}

/** The app's viewer page with the link after `#`: a fragment never reaches a server or its logs. */
export const viewerUrl = (appOrigin: string, shlink: string) => `${appOrigin}/shared#${shlink}`;
