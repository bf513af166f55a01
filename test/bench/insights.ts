// GET /api/insights/?days=365 through the whole local stack for two years of heavy logging, 20 entries a day (sleep,
// activity, mood, meals with subjects), written straight to the table through functions/data/keys.ts: the period
// read whole, and the year before it read for its series' averages (the period-before comparison).
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { BatchWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { ulid } from 'ulid';
import { keys } from '../../functions/data/keys';
import type { EntryCollection } from '../../shared/entry-types';
import { pastOnItsDay } from '../support/past-time';
import { time, type Timing } from './measure';

const TABLE = 'tend';
export const INSIGHT_DAYS = 365;
export const ENTRIES_A_DAY = 20;
const DAY = 24 * 3_600_000;
const SUBJECTS = ['coffee', 'alcohol', 'oatmeal', 'salad', 'running', 'magnesium', 'tea', 'pasta'];

function entryOf(userId: string, collection: EntryCollection, at: number, fields: Record<string, unknown>) {
  const id = ulid();
  // Today's entries still to come are put a few minutes before now, still today: a log is never in the future.
  const utc = new Date(pastOnItsDay(at, 'UTC')).toISOString();
  return {
    userId,
    collection,
    id,
    utc_time: utc,
    calculated_timestamp: utc,
    created_at: utc,
    updated_at: utc,
    device_timezone: 'UTC',
    device_offset_minutes: 0,
    notes: '',
    version: 1,
    ...fields,
    ...keys.entryItem(userId, collection, id),
    GSI1PK: keys.entryIndexPartition(userId, collection),
    GSI1SK: keys.entryIndexSort(utc, id),
  };
}

/** One day: a night's sleep, an activity, a mood check and 17 meals or drinks with subjects. */
function dayOf(userId: string, day: number, random: () => number) {
  const items = [
    entryOf(userId, 'sleep', day + 7 * 3_600_000, {
      details: 'slept',
      measures: { duration_min: 380 + Math.round(random() * 120) },
      subjects: [],
    }),
    entryOf(userId, 'physical-activities', day + 18 * 3_600_000, {
      details: 'ran',
      measures: { duration_min: Math.round(random() * 60) },
      subjects: ['running'],
    }),
    entryOf(userId, 'mood-stress', day + 21 * 3_600_000, {
      details: 'ok',
      measures: { mood: 1 + Math.round(random() * 9), stress: 1 + Math.round(random() * 9) },
      subjects: [],
    }),
  ];
  for (let k = 0; items.length < ENTRIES_A_DAY; k++) {
    const subject = SUBJECTS[Math.floor(random() * SUBJECTS.length)];
    items.push(entryOf(userId, 'food-drinks', day + (8 + k * 0.8) * 3_600_000, { details: subject, measures: {}, subjects: [subject] }));
  }
  return items;
}

export async function measureInsights(appUrl: string, dynamodbEndpoint: string, access: string, userId: string): Promise<Timing> {
  const table = DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: dynamodbEndpoint,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    }),
  );
  let seed = 42;
  const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
  const today = Date.parse(`${new Date().toISOString().slice(0, 10)}T00:00:00Z`);
  const logged = 2 * INSIGHT_DAYS;
  const items = Array.from({ length: logged }, (_, i) => dayOf(userId, today - (logged - 1 - i) * DAY, random)).flat();
  for (let i = 0; i < items.length; i += 25) {
    let pending = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    while (pending.length > 0) {
      const result = await table.send(new BatchWriteCommand({ RequestItems: { [TABLE]: pending } }));
      pending = (result.UnprocessedItems?.[TABLE] ?? []) as typeof pending;
    }
  }
  const headers = { authorization: `Bearer ${access}` };
  return time(10, async () => {
    const response = await fetch(`${appUrl}/api/insights/?days=${INSIGHT_DAYS}&timezone=UTC`, { headers });
    if (response.status !== 200) throw new Error(`insights answered ${response.status}`);
    return response.json();
  });
}
