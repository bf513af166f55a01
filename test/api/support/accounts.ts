// Accounts for api tests: unique users (each registered from a loopback address of its own and verified through the
// link the SES emulator kept, as a person would), sign-in, direct table access and the local signing secret (to forge tokens).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { verificationToken } from '../../support/sign-up';
import { freshLoopbackAddress, mailUrl, request, runtimeState } from './runtime';

export const GOOD_PASSWORD = 'quiet meadow lantern 42';

let sequence = 0;
export function uniqueName(prefix = 'user'): string {
  sequence += 1;
  return `${prefix}_${process.pid}_${Date.now().toString(36)}_${sequence}`;
}

export interface TestAccount {
  username: string;
  email: string;
  password: string;
  first_name: string;
}

/**
 * Registers from a fresh loopback address (sign-ups are throttled per address: functions/auth/register.ts) and, unless
 * `verify: false`, follows the verification link mailed to the account, so the AI answers it.
 */
export async function registerAccount(overrides: Partial<TestAccount> = {}, { verify = true } = {}): Promise<TestAccount> {
  const username = overrides.username ?? uniqueName();
  const account = { username, email: `${username}@example.com`, password: GOOD_PASSWORD, first_name: 'Robin', ...overrides };
  const response = await request('POST', '/api/auth/register/', {
    body: { ...account, password2: account.password },
    from: freshLoopbackAddress(),
  });
  if (response.status !== 201) throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
  if (verify) await verifyEmailOf(account.email);
  return account;
}

/** The token of the newest verification link mailed to the address (the page /verify-email/{token} spends it). */
export const verificationTokenFor = (email: string, mailPage = mailUrl()) => verificationToken(mailPage, email);

/** Follows the mailed link as the web page does: POST /api/auth/verify-email/ with its token. */
export async function verifyEmailOf(email: string): Promise<void> {
  const response = await request('POST', '/api/auth/verify-email/', { body: { token: await verificationTokenFor(email) } });
  if (response.status !== 200) throw new Error(`verify-email failed: ${response.status} ${JSON.stringify(response.body)}`);
}

export async function signIn(username: string, password: string): Promise<{ access: string; refresh: string }> {
  const response = await request('POST', '/api/auth/token/', { body: { username, password } });
  if (response.status !== 200) throw new Error(`login failed: ${response.status} ${JSON.stringify(response.body)}`);
  return response.body;
}

export async function signedInAccount(overrides: Partial<TestAccount> = {}, options: { verify?: boolean } = {}) {
  const account = await registerAccount(overrides, options);
  return { ...account, ...(await signIn(account.username, account.password)) };
}

/** One client per emulator: a file's helpers may point at a runtime of its own for a while (runtime.ts useRuntime). */
const documentClients = new Map<string, DynamoDBDocumentClient>();

/** The emulator's table, for setting up states no API call makes (time passing) and for reading what is stored. */
export function table(): DynamoDBDocumentClient {
  const endpoint = runtimeState().endpoints.dynamodb;
  let client = documentClients.get(endpoint);
  if (!client) {
    client = DynamoDBDocumentClient.from(
      new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } }),
    );
    documentClients.set(endpoint, client);
  }
  return client;
}

export const TABLE_NAME = 'tend';

export function signingSecret(): string {
  return readFileSync(path.join(runtimeState().dir, 'data', 'jwt-secret'), 'utf8').trim();
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
}

/** Makes the token's user staff, as `npm run make-staff` does: written straight to the table. */
export async function makeStaff(access: string): Promise<void> {
  await table().send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { PK: `USER#${decodeJwt(access).sub}`, SK: 'PROFILE' },
      UpdateExpression: 'SET is_staff = :yes',
      ExpressionAttributeValues: { ':yes': true },
    }),
  );
}
