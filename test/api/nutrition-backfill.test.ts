// `npm run backfill` gives food entries saved before nutrition their numbers from the food table (issue 22,
// docs/LOGS.md "Nutrition"): an entry that has a source is skipped, numbers typed by hand win, and a second run
// (or a run resumed after a stop) changes nothing.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { NutritionSource } from '../../shared/nutrition';
import { decodeJwt, signedInAccount, table, TABLE_NAME } from './support/accounts';
import { createEntry } from './support/entries';
import { request, runtimeState } from './support/runtime';

const run = promisify(execFile);

interface FoodEntry {
  id: string;
  measures: Record<string, number>;
  nutrition: NutritionSource | null;
}

async function backfill(): Promise<string> {
  const { dynamodb } = runtimeState().endpoints;
  const env = { ...process.env, TABLE_NAME, AWS_ENDPOINT_URL_DYNAMODB: dynamodb, AWS_REGION: 'us-east-1' };
  Object.assign(env, { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' });
  return (await run(process.execPath, ['--import', 'tsx', 'scripts/backfill.ts'], { env, timeout: 90_000 })).stdout;
}

/** Turns a saved food entry back into one from before nutrition: its measures as given, no source. */
async function asBefore(userId: string, id: string, measures: Record<string, unknown>) {
  await table().send(
    new UpdateCommand({
      TableName: TABLE_NAME,
      Key: { PK: `USER#${userId}`, SK: `LOG#food-drinks#${id}` },
      UpdateExpression: 'SET measures = :measures REMOVE nutrition',
      ExpressionAttributeValues: { ':measures': measures },
    }),
  );
}

describe('npm run backfill: nutrition', () => {
  it('gives old food entries their numbers, keeps typed ones and sourced ones, and is safe to rerun', async () => {
    const { access } = await signedInAccount();
    const userId = String(decodeJwt(access).sub);
    const eggs = await createEntry(access, 'food-drinks', { details: '2 eggs' });
    const typed = await createEntry(access, 'food-drinks', { details: 'a granola bar' });
    const sourced = await createEntry(access, 'food-drinks', { details: 'a banana' });
    await asBefore(userId, eggs.id, { servings: 2 });
    await asBefore(userId, typed.id, { energy_kcal: 321 });
    const list = async () => (await request('GET', '/api/food-drinks/', { token: access })).body as FoodEntry[];
    expect((await list()).find((e) => e.id === eggs.id)).toMatchObject({ nutrition: null, measures: { servings: 2 } });

    expect(await backfill()).toMatch(/Nutrition backfill done: \d+ food entries given nutrition/);
    const after = await list();
    const filled = after.find((e) => e.id === eggs.id)!;
    expect(filled.nutrition).toMatchObject({ matched: true, query: '2 eggs', amount: 2, edited: false });
    expect(filled.measures.energy_kcal).toBeGreaterThan(0);
    expect(filled.measures.grams).toBeCloseTo(filled.nutrition!.portion_grams! * 2, 0);
    // The numbers an entry already had are the person's own: kept, and the source says so.
    const own = after.find((e) => e.id === typed.id)!;
    expect(own.measures.energy_kcal).toBe(321);
    expect(own.nutrition).toMatchObject({ edited: true });
    expect(after.find((e) => e.id === sourced.id)).toEqual(sourced);

    expect(await backfill()).toMatch(/Nutrition backfill done: 0 food entries given nutrition/);
    expect(await list()).toEqual(after);
  });
});
