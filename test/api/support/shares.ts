// Share links in the api tests (docs/SHARING.md): make one over HTTP, open its manifest as a viewer does, fetch and
// decrypt its files with the key from the `shlink:/` payload, and move a link's expiry into the past in the table (no
// API call ages a link; dynalite never expires anything, so the code's own check is what is tested).
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { compactDecrypt } from 'jose';
import { decodeJwt, table, TABLE_NAME } from './accounts';
import { request } from './runtime';

export const shareBody = {
  days: 30,
  types: ['test-subjects', 'food-drinks', 'supplements', 'sleep', 'physical-activities', 'mood-stress', 'related-data'],
  patient: 'initials',
  label: 'For Dr. Rivera, 3 Dec',
};

export const CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

export const makeShare = (token: string, body: Record<string, unknown> = {}) =>
  request('POST', '/api/shares/', { token, body: { ...shareBody, ...body } });

/** The payload of a `shlink:/…` text. */
export const payloadOf = (shlink: string) => JSON.parse(Buffer.from(shlink.replace(/^.*shlink:\//, ''), 'base64url').toString('utf8'));

/** The manifest path of a payload's url (the tests' runtime answers on its own origin). */
export const manifestPath = (url: string) => new URL(url).pathname;

export const openManifest = (path: string, body: Record<string, unknown>, headers: Record<string, string> = { 'user-agent': CHROME_UA }) =>
  request('POST', path, { body: { recipient: 'Dr. Rivera, test clinic', ...body }, headers });

/** Fetches each file's location (or takes it embedded) and decrypts it with the key: the JSON of each. */
export async function decryptedFiles(files: { location?: string; embedded?: string }[], key: string): Promise<Record<string, unknown>[]> {
  return Promise.all(
    files.map(async (file) => {
      const jwe = file.embedded ?? (await (await fetch(file.location!)).text());
      const { plaintext } = await compactDecrypt(jwe, Buffer.from(key, 'base64url'));
      return JSON.parse(new TextDecoder().decode(plaintext));
    }),
  );
}

/** Sets a link's expiry in the table (what the clock does to it in time). */
export async function setExpiry(access: string, shareId: string, expiresAt: string): Promise<void> {
  await table().send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { PK: `USER#${decodeJwt(access).sub}`, SK: `SHARE#${shareId}` },
      UpdateExpression: 'SET expires_at = :at',
      ExpressionAttributeValues: { ':at': expiresAt },
    }),
  );
}
