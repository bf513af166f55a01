// S49: every expiring item carries the table's TTL attribute. Checkout, billing-session and Stripe-event rows once set
// `ttl` while the table's TTL reads `expiresAt`: DynamoDB never deleted them. Each writer of an expiring item is called
// here with the table client stubbed, and what it sends is read: every put carries the attribute (as a number of epoch
// seconds), every update that starts an item sets it. Writers of expiring items: grep functions/ for expiringAt and
// TTL_ATTRIBUTE (the one helper and the one constant, functions/data/client.ts).
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { tableShape } from '../../shared/table-shape';
import { db, expiringAt, TTL_ATTRIBUTE } from '../../functions/data/client';
import { markPhotoCounted } from '../../functions/data/counted-photos';
import { claimKey } from '../../functions/data/idempotency';
import { spendAllowance } from '../../functions/data/allowances';
import { noteOwnedRow } from '../../functions/data/owned-rows';
import { countHit, takeAttempt, takeSlowingAttempt } from '../../functions/data/rate-limits';
import { saveRefreshSession } from '../../functions/data/refresh-tokens';
import { claimEvent, putBillingSession, putCheckoutSession } from '../../functions/data/subscriptions';

const conditionFailed = () => Object.assign(new Error('The conditional request failed'), { name: 'ConditionalCheckFailedException' });

/** Runs `write` with the table stubbed: an update that does not set the TTL (an increment of a live window) finds no
 * window, so the writer goes on to the write that starts one. Answers every put and update sent. */
async function sent(write: () => Promise<unknown>): Promise<(PutCommand | UpdateCommand)[]> {
  const commands: (PutCommand | UpdateCommand)[] = [];
  jest.spyOn(db(), 'send').mockImplementation(async (command: unknown) => {
    if (command instanceof PutCommand) {
      commands.push(command);
      return {} as never;
    }
    if (command instanceof UpdateCommand) {
      commands.push(command);
      if (!command.input.UpdateExpression?.includes(TTL_ATTRIBUTE)) throw conditionFailed();
      return { Attributes: { hits: 1 } } as never;
    }
    return {} as never;
  });
  await write();
  return commands;
}

const ttlOfPut = (command: PutCommand) => command.input.Item?.[TTL_ATTRIBUTE];
function ttlOfUpdate(command: UpdateCommand): unknown {
  const match = new RegExp(`\\b${TTL_ATTRIBUTE} = (:\\w+)`).exec(command.input.UpdateExpression ?? '');
  return match ? command.input.ExpressionAttributeValues?.[match[1]] : undefined;
}

const inAWeek = Math.floor(Date.now() / 1000) + 7 * 86400;
const writers: [string, () => Promise<unknown>][] = [
  ['Stripe event', () => claimEvent('evt_1', 'customer.subscription.updated')],
  [
    'checkout session',
    () =>
      putCheckoutSession({
        session_id: 'cs_1',
        userId: 'u1',
        plan: 'basic',
        status: 'open',
        provider: 'local',
        created_at: '2026-11-26T00:00:00Z',
      }),
  ],
  ['billing session', () => putBillingSession({ session_id: 'bps_1', userId: 'u1', expires_at: inAWeek })],
  ['note of an expiring owned row', () => noteOwnedRow('u1', { PK: 'CHECKOUT#cs_1', SK: 'SESSION' }, inAWeek)],
  ['counted photo', () => markPhotoCounted('u1', 'trial', 'abc', inAWeek)],
  ['allowance', () => spendAllowance('u1', 'trial', { credits: 1, images: 0 }, { credits: 100, images: 5 }, inAWeek)],
  [
    'refresh session',
    () =>
      saveRefreshSession({
        userId: 'u1',
        jti: 'j1',
        family: 'f1',
        issuedAtMs: Date.now(),
        expiresAtMs: Date.now() + 1e6,
        familyExpiresAtMs: Date.now() + 1e7,
      }),
  ],
  [
    'Idempotency-Key record',
    () => claimKey({ userId: 'u1', key: 'k1', fingerprint: 'f', nowMs: Date.now(), leaseMs: 30_000, lifetimeMs: 86_400_000 }, 'c1'),
  ],
  ['fixed window', () => countHit('reset-mail:u1', 3_600_000)],
  ['attempt window', () => takeAttempt('password:u1', 5, 900_000)],
  ['slowing window', () => takeSlowingAttempt('signin:u1', { free: 5, baseDelayMs: 1000, capDelayMs: 60_000, quietMs: 900_000 })],
];

describe('S49: every expiring item carries the table TTL attribute', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = 'health-tracker';
    process.env.AWS_REGION = 'us-east-1';
  });
  afterEach(() => jest.restoreAllMocks());

  it('S49: the data layer writes the attribute the table expires by', () => {
    expect(TTL_ATTRIBUTE).toBe(tableShape.ttlAttribute);
    expect(expiringAt(123)).toEqual({ [tableShape.ttlAttribute]: 123 });
  });

  it.each(writers)('S49: a %s is written with the TTL attribute', async (_name, write) => {
    const commands = await sent(write);
    const puts = commands.filter((command): command is PutCommand => command instanceof PutCommand);
    const updates = commands.filter((command): command is UpdateCommand => command instanceof UpdateCommand);
    for (const put of puts) {
      expect(ttlOfPut(put)).toEqual(expect.any(Number));
      expect(put.input.Item).not.toHaveProperty('ttl');
    }
    const expiries = [...puts.map(ttlOfPut), ...updates.map(ttlOfUpdate)].filter((value) => value !== undefined);
    expect(expiries.length).toBeGreaterThan(0);
    for (const expiry of expiries) expect(expiry).toBeGreaterThan(Date.now() / 1000);
  });

  it('S49: no code under functions/ writes an attribute named ttl', () => {
    const root = path.join(__dirname, '..', '..', 'functions');
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (file.endsWith('.ts') && /[{,]\s*ttl\s*:|['"`]ttl['"`]|\bSET\b[^'"`]*\bttl\s*=/.test(fs.readFileSync(file, 'utf8')))
          offenders.push(file);
      }
    };
    walk(root);
    expect(offenders).toEqual([]);
  });
});
