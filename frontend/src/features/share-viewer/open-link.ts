// Opening a SMART Health Link in the browser, as the links specification describes it: POST the manifest with a
// recipient (and the passcode when the link has flag P), fetch each file's short-lived location (or take it embedded),
// and decrypt each compact JWE (dir, A256GCM) with the link's key. Plain fetch with no credentials: the manifest may be
// any server's, and the viewer never sends a Tend session. The key never leaves this page.
import { compactDecrypt } from 'jose';
import { base64urlBytes, type ShlinkPayload } from './shlink';

/** What the manifest is told about who opens it (the spec requires a recipient; Tend does not log it). */
export const RECIPIENT = 'Tend link viewer';

export interface SharedFiles {
  /** The summary page's HTML, from the DocumentReference's text/html attachment; null when the link has none. */
  summaryHtml: string | null;
  /** The FHIR Bundle as received (decrypted JSON text); null when the link has none. */
  bundleJson: string | null;
}

export type OpenOutcome =
  | { kind: 'opened'; files: SharedFiles }
  /** Wrong or missing passcode: the tries the server says are left. */
  | { kind: 'passcode'; remaining: number | null }
  /** Too many wrong passcodes: the link is locked. */
  | { kind: 'locked' }
  /** Unknown, revoked or expired (the server does not say which). */
  | { kind: 'gone' }
  /** No answer, or an answer that is not a link's. */
  | { kind: 'failed' };

type ManifestFile = { contentType?: unknown; location?: unknown; embedded?: unknown };

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

async function decryptText(jwe: string, key: Uint8Array): Promise<string> {
  const { plaintext } = await compactDecrypt(jwe.trim(), key);
  return new TextDecoder().decode(plaintext);
}

/** The HTML of a DocumentReference's text/html attachment (base64 `data`). */
function attachmentHtml(resource: Record<string, unknown>): string | null {
  const contents = Array.isArray(resource.content) ? (resource.content as { attachment?: Record<string, unknown> }[]) : [];
  const attachment = contents
    .map((content) => content.attachment)
    .find((a) => typeof a?.contentType === 'string' && a.contentType.startsWith('text/html'));
  if (typeof attachment?.data !== 'string') return null;
  const bytes = Uint8Array.from(atob(attachment.data), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Each decrypted file sorted into the summary and the bundle by its FHIR resourceType. */
function sortFiles(texts: string[]): SharedFiles {
  const files: SharedFiles = { summaryHtml: null, bundleJson: null };
  for (const text of texts) {
    const resource = JSON.parse(text) as Record<string, unknown>;
    if (resource.resourceType === 'Bundle') files.bundleJson ??= text;
    else if (resource.resourceType === 'DocumentReference') files.summaryHtml ??= attachmentHtml(resource);
  }
  return files;
}

async function fileJwe(file: ManifestFile): Promise<string> {
  if (typeof file.embedded === 'string') return file.embedded;
  if (typeof file.location !== 'string') throw new Error('A manifest file has neither embedded nor location.');
  const response = await fetch(file.location, { credentials: 'omit' });
  if (!response.ok) throw new Error(`A file answered ${response.status}.`);
  return response.text();
}

/** Asks the manifest for the link's files and decrypts them; every refusal is an outcome, never a throw. */
export async function openLink(link: ShlinkPayload, passcode?: string): Promise<OpenOutcome> {
  const key = base64urlBytes(link.key);
  if (!key) return { kind: 'gone' };
  let jwes: string[];
  try {
    if (link.flag.includes('U')) {
      // Flag U: the url answers the one encrypted file itself.
      const response = await fetch(`${link.url}?recipient=${encodeURIComponent(RECIPIENT)}`, { credentials: 'omit' });
      if (response.status === 404) return { kind: 'gone' };
      if (!response.ok) return { kind: 'failed' };
      jwes = [await response.text()];
    } else {
      const response = await fetch(link.url, {
        method: 'POST',
        credentials: 'omit',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(passcode === undefined ? { recipient: RECIPIENT } : { recipient: RECIPIENT, passcode }),
      });
      const body = (await readJson(response)) as { files?: ManifestFile[]; remainingAttempts?: unknown } | null;
      if (response.status === 401) {
        const remaining = typeof body?.remainingAttempts === 'number' ? body.remainingAttempts : null;
        return remaining === 0 ? { kind: 'locked' } : { kind: 'passcode', remaining };
      }
      if (response.status === 404) return { kind: 'gone' };
      if (!response.ok || !Array.isArray(body?.files)) return { kind: 'failed' };
      jwes = await Promise.all(body.files.map(fileJwe));
    }
    return { kind: 'opened', files: sortFiles(await Promise.all(jwes.map((jwe) => decryptText(jwe, key)))) };
  } catch {
    return { kind: 'failed' };
  }
}
