// startLocalRuntime against the real emulators: environment, table, bucket, mail, and data that survives a restart.
import { DescribeTableCommand, DynamoDBClient, GetItemCommand, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { HeadBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { SESClient, SendEmailCommand } from '@aws-sdk/client-ses';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { startLocalRuntime, type LocalRuntime } from '../../local/runtime';

jest.setTimeout(30_000);

let dataDir = '';
let runtime: LocalRuntime | undefined;
const echo = async () => (await import('./local-echo-handler')).handler;
const start = () => startLocalRuntime({ dataDir, port: 0, quiet: true, loadHandler: echo });

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'local-runtime-'));
});

afterAll(async () => {
  await runtime?.stop();
  await rm(dataDir, { recursive: true, force: true });
});

describe('startLocalRuntime', () => {
  it('starts the emulators, creates the table and bucket, and sets the handlers’ environment', async () => {
    runtime = await start();
    expect(runtime.tableCreated).toBe(true);
    expect(runtime.url).toMatch(/^http:\/\/localhost:\d+$/);
    expect(process.env).toMatchObject({
      TABLE_NAME: 'tend',
      IMAGES_BUCKET: 'tend-images',
      APP_URL: runtime.url,
      STAGE: 'local',
      AWS_ENDPOINT_URL_DYNAMODB: runtime.endpoints.dynamodb,
      AWS_ENDPOINT_URL_S3: runtime.endpoints.s3,
      AWS_ENDPOINT_URL_SES: runtime.endpoints.ses,
    });
    expect(process.env.JWT_SECRET?.length).toBeGreaterThanOrEqual(64);

    const table = await new DynamoDBClient({}).send(new DescribeTableCommand({ TableName: 'tend' }));
    expect(table.Table?.GlobalSecondaryIndexes?.[0]).toMatchObject({ IndexName: 'GSI1', Projection: { ProjectionType: 'ALL' } });
    await expect(new S3Client({ forcePathStyle: true }).send(new HeadBucketCommand({ Bucket: 'tend-images' }))).resolves.toBeDefined();
  });

  it('refuses a second runtime in the same process', async () => {
    await expect(start()).rejects.toThrow(/already running/);
  });

  it('serves the API through the handler module', async () => {
    const response = await fetch(`${runtime?.url}/api/auth/token/`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(200);
    expect((await response.json()).event.routeKey).toBe('POST /api/auth/token');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('shows sent mail on the mail page store', async () => {
    await new SESClient({}).send(
      new SendEmailCommand({
        Source: 'no-reply@tend.local',
        Destination: { ToAddresses: ['runtime-test@example.com'] },
        Message: { Subject: { Data: 'Hello' }, Body: { Text: { Data: 'Body' } } },
      }),
    );
    const { emails } = await (await fetch(`${runtime?.mailUrl}store`)).json();
    expect(emails).toContainEqual(
      expect.objectContaining({ subject: 'Hello', destination: expect.objectContaining({ to: ['runtime-test@example.com'] }) }),
    );
  });

  it('keeps data and the JWT secret across a restart', async () => {
    const key = { PK: { S: 'TEST#1' }, SK: { S: 'KEEP' } };
    await new DynamoDBClient({}).send(new PutItemCommand({ TableName: 'tend', Item: key }));
    const secret = process.env.JWT_SECRET;
    await runtime?.stop();
    runtime = await start();
    expect(runtime.tableCreated).toBe(false);
    expect(process.env.JWT_SECRET).toBe(secret);
    const found = await new DynamoDBClient({}).send(new GetItemCommand({ TableName: 'tend', Key: key }));
    expect(found.Item).toEqual(key);
  });
});
