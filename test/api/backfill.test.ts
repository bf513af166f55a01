// `npm run backfill` against the local runtime's table: entries stored before measures get them from their
// words, entries that have them keep them, an item whose expiry is under the old attribute name `ttl` gets it under
// the table's TTL attribute, and a second run changes nothing.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ulid } from 'ulid';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { tableShape } from '../../shared/table-shape';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from './support/accounts';
import { createEntry } from './support/entries';
import { request, runtimeState } from './support/runtime';

const run = promisify(execFile);

async function backfill(): Promise<string> {
  const env = {
    ...process.env,
    TABLE_NAME,
    AWS_ENDPOINT_URL_DYNAMODB: runtimeState().endpoints.dynamodb,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  };
  const { stdout } = await run(process.execPath, ['--import', 'tsx', 'scripts/backfill.ts'], { env, timeout: 60_000 });
  return stdout;
}

/** An entry as stored before measures existed: no measures, no subjects. */
async function legacyEntry(userId: string, collection: string, words: Record<string, string>) {
  const id = ulid();
  const utc = '2026-11-20T12:00:00.000Z';
  await table().send(
    new PutCommand({
      TableName: TABLE_NAME,
      Item: {
        PK: `USER#${userId}`,
        SK: `LOG#${collection}#${id}`,
        GSI1PK: `USER#${userId}#${collection}`,
        GSI1SK: `${utc}#${id}`,
        entity: 'log',
        userId,
        collection,
        id,
        utc_time: utc,
        calculated_timestamp: '2026-11-20T07:00:00-05:00',
        device_timezone: 'America/New_York',
        device_offset_minutes: -300,
        notes: '',
        image_url: null,
        user_input_log: null,
        created_at: utc,
        updated_at: utc,
        version: 1,
        ...words,
      },
    }),
  );
  return id;
}

describe('npm run backfill', () => {
  it('fills measures and subjects from the words, keeps what entries have, and is safe to rerun', async () => {
    const { access } = await signedInAccount();
    const userId = String(decodeJwt(access).sub);
    const run5k = await legacyEntry(userId, 'physical-activities', { details: 'ran 5 km in 28 min' });
    const weight = await legacyEntry(userId, 'related-data', { item_name: 'Weight', item_type: 'weight', data_details: '72.4 kg' });
    const kept = await createEntry(access, 'sleep', { details: 'slept 7 hours', measures: { duration_min: 400 }, subjects: ['nap'] });
    // A checkout session as stored before the TTL attribute had one name.
    const checkout = { PK: `CHECKOUT#cs_${ulid()}`, SK: 'SESSION' };
    const expiry = Math.floor(Date.now() / 1000) + 86400;
    await table().send(new PutCommand({ TableName: TABLE_NAME, Item: { ...checkout, entity: 'checkoutSession', userId, ttl: expiry } }));

    expect(await backfill()).toMatch(/Backfill done/);
    const runs = (await request('GET', '/api/physical-activities/', { token: access })).body;
    expect(runs.find((e: { id: string }) => e.id === run5k)).toMatchObject({
      measures: { distance_km: 5, duration_min: 28 },
      subjects: ['running'],
    });
    const related = (await request('GET', '/api/related-data/', { token: access })).body;
    expect(related.find((e: { id: string }) => e.id === weight)).toMatchObject({ measures: { value: 72.4, unit: 'kg' } });
    const sleep = (await request('GET', '/api/sleep/', { token: access })).body;
    expect(sleep.find((e: { id: string }) => e.id === kept.id)).toMatchObject({
      measures: { duration_min: 400 },
      subjects: ['nap'],
      version: 1,
    });

    const { Item: moved } = await table().send(new GetCommand({ TableName: TABLE_NAME, Key: checkout }));
    expect(moved).toMatchObject({ [tableShape.ttlAttribute]: expiry });
    expect(moved).not.toHaveProperty('ttl');

    const again = await backfill();
    expect(again).toMatch(/: 0 entries given measures/);
    expect(again).toMatch(/Expiry backfill done: 0 items/);
    expect((await request('GET', '/api/physical-activities/', { token: access })).body).toEqual(runs);
  });
});
