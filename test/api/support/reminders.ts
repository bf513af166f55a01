// Reminders for api tests (docs/REMINDERS.md): bodies of a log prompt and a medication, the stored item, and the data
// layer's functions pointed at the runtime's table (the scheduler's read, tokens signed with the runtime's secret).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { signingSecret, table, TABLE_NAME } from './accounts';
import { runtimeState } from './runtime';

export const promptBody = (more: Record<string, unknown> = {}) => ({
  kind: 'log-prompt',
  label: 'Evening check-in',
  times: ['21:30'],
  days: ['mon', 'tue', 'wed', 'thu', 'fri'],
  timezone: 'America/Los_Angeles',
  ...more,
});

export const medicationBody = (more: Record<string, unknown> = {}) => ({
  kind: 'medication',
  name: 'Magnesium',
  dose_amount: 400,
  dose_unit: 'mg',
  times: ['08:00', '21:30'],
  timezone: 'Pacific/Auckland',
  start_date: '2026-01-01',
  ...more,
});

/** The reminder's item as stored, keys and all. */
export async function storedReminder(userId: string, id: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await table().send(new GetCommand({ TableName: TABLE_NAME, Key: { PK: `USER#${userId}`, SK: `REMINDER#${id}` } }));
  return Item;
}

/** The functions' environment for this runtime, so their modules can be imported into the test. */
export function useRuntimeTable(): void {
  Object.assign(process.env, {
    TABLE_NAME,
    AWS_ENDPOINT_URL_DYNAMODB: runtimeState().endpoints.dynamodb,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    JWT_SECRET: signingSecret(),
    APP_URL: 'http://localhost',
    MAIL_FROM: 'tend@example.com',
  });
}
