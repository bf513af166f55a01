// S49: every expiring entity writes the table's TTL attribute, in epoch seconds. Checkout, billing-session and
// Stripe-event rows once set `ttl` while the table's TTL reads `expiresAt`: DynamoDB never deleted them. The attribute
// is declared once (shared/table-shape.ts, TTL_ATTRIBUTE in functions/data/entity.ts) and each entity says whether it
// expires (defineEntity). Here every entity the data modules export is found; each expiring one must have its writer
// below, called with the table client stubbed, and what it sends is read: each put or update that writes an item of
// the entity carries the attribute as a whole number of seconds from now on (not milliseconds, not a date).
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { tableShape } from '../../shared/table-shape';
import { markPhotoCounted } from '../../functions/data/counted-photos';
import { claimKey } from '../../functions/data/idempotency';
import { spendAllowance } from '../../functions/data/allowances';
import { noteOwnedRow } from '../../functions/data/owned-rows';
import { countHit, takeAttempt, takeSlowingAttempt } from '../../functions/data/rate-limits';
import { saveRefreshSession } from '../../functions/data/refresh-tokens';
import { claimEvent } from '../../functions/data/stripe-events';
import { claimSend } from '../../functions/data/reminder-sends';
import { putCheckoutSession } from '../../functions/data/checkout-sessions';
import { putBillingSession } from '../../functions/data/billing-sessions';
import { db } from '../../functions/data/client';
import { isEntity, TTL_ATTRIBUTE, type Entity, type Expiry } from '../../functions/data/entity';

const dataDir = path.join(__dirname, '..', '..', 'functions', 'data');

/** Every entity exported by a module of functions/data. */
const entities: Entity<string, object, Expiry>[] = fs
  .readdirSync(dataDir)
  .filter((file) => file.endsWith('.ts'))
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  .flatMap((file) => Object.values(require(path.join(dataDir, file)) as Record<string, unknown>).filter(isEntity));

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

/** The entity a command writes: a put's `entity`, or the `:entity` an update sets. */
const entityOf = (command: PutCommand | UpdateCommand) =>
  command instanceof PutCommand ? command.input.Item?.entity : command.input.ExpressionAttributeValues?.[':entity'];

function expiryOf(command: PutCommand | UpdateCommand): unknown {
  if (command instanceof PutCommand) return command.input.Item?.[TTL_ATTRIBUTE];
  const match = new RegExp(`\\b${TTL_ATTRIBUTE} = (:\\w+)`).exec(command.input.UpdateExpression ?? '');
  return match ? command.input.ExpressionAttributeValues?.[match[1]] : undefined;
}

const inAWeek = Math.floor(Date.now() / 1000) + 7 * 86400;
/** The writers of each expiring entity, by its name: every one of them writes the TTL. */
const writers: Record<string, (() => Promise<unknown>)[]> = {
  stripeEvent: [() => claimEvent('evt_1', 'customer.subscription.updated')],
  checkoutSession: [
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
  billingSession: [() => putBillingSession({ session_id: 'bps_1', userId: 'u1', expires_at: inAWeek })],
  ownedRow: [() => noteOwnedRow('u1', { PK: 'CHECKOUT#cs_1', SK: 'SESSION' }, inAWeek)],
  'counted-photo': [() => markPhotoCounted('u1', 'trial', 'abc', inAWeek)],
  allowance: [() => spendAllowance('u1', 'trial', { credits: 1, images: 0 }, { credits: 100, images: 5 }, inAWeek)],
  refresh: [
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
  'idempotency-key': [
    () => claimKey({ userId: 'u1', key: 'k1', fingerprint: 'f', nowMs: Date.now(), leaseMs: 30_000, lifetimeMs: 86_400_000 }, 'c1'),
  ],
  'reminder-send': [
    () => claimSend({ userId: 'u1', reminder_id: 'r1', send_key: 'r1@2026-11-27T08:00/x', claimed_at: '2026-11-27T08:00:00Z' }, Date.now()),
  ],
  rateWindow: [
    () => countHit('reset-mail:u1', 3_600_000),
    () => takeAttempt('password:u1', 5, 900_000),
    () => takeSlowingAttempt('signin:u1', { free: 5, baseDelayMs: 1000, capDelayMs: 60_000, quietMs: 900_000 }),
  ],
};

describe('S49: every expiring entity writes the table TTL attribute', () => {
  beforeAll(() => {
    process.env.TABLE_NAME = 'tend';
    process.env.AWS_REGION = 'us-east-1';
  });
  afterEach(() => jest.restoreAllMocks());

  it('S49: the entities are found, each named once, and the TTL attribute is the table shape’s', () => {
    expect(entities.length).toBeGreaterThanOrEqual(15);
    const names = entities.map((entity) => entity.name);
    expect(new Set(names).size).toBe(names.length);
    expect(TTL_ATTRIBUTE).toBe(tableShape.ttlAttribute);
  });

  it('S49: each expiring entity has its writers checked here, and no other entity has', () => {
    const expiring = entities.filter((entity) => entity.expires !== 'never').map((entity) => entity.name);
    expect(Object.keys(writers).sort()).toEqual(expiring.sort());
  });

  it('S49: an entity built with an expiry carries it under the TTL attribute; one that never expires carries none', () => {
    for (const entity of entities) {
      const item = (entity.toItem as (key: object, attributes: object, expiresAt?: number) => Record<string, unknown>)(
        { PK: 'P', SK: 'S' },
        {},
        entity.expires === 'never' ? undefined : inAWeek,
      );
      expect(item).toMatchObject({ PK: 'P', SK: 'S', entity: entity.name });
      if (entity.expires === 'never') expect(item).not.toHaveProperty(TTL_ATTRIBUTE);
      else expect(item[TTL_ATTRIBUTE]).toBe(inAWeek);
      expect(entity.fromItem(item)).toEqual({});
    }
  });

  it.each(
    Object.entries(writers).flatMap(([name, writes]) => writes.map((write, i) => [`${name} (writer ${i + 1})`, name, write] as const)),
  )('S49: %s writes the TTL attribute in epoch seconds', async (_label, name, write) => {
    const nowSeconds = Date.now() / 1000;
    const commands = (await sent(write)).filter((command) => entityOf(command) === name);
    expect(commands.length).toBeGreaterThan(0);
    for (const command of commands) {
      const expiry = expiryOf(command);
      expect(Number.isInteger(expiry)).toBe(true);
      expect(expiry).toBeGreaterThan(nowSeconds);
      // Epoch milliseconds would be a thousand times larger: nothing here lives a year.
      expect(expiry).toBeLessThan(nowSeconds + 366 * 86400);
      if (command instanceof PutCommand) expect(command.input.Item).not.toHaveProperty('ttl');
    }
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
    // The backfill that moves expiries stored under the old name reads that name, and writes only the new one.
    expect(offenders).toEqual([path.join(root, 'data', 'expiry-backfill.ts')]);
  });
});
