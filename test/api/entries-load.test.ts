// R13: 50 people writing 100 entries each at the same time: every entry stored once, none lost, no 5xx.
// Account deletion then removes every entry of a user and nothing of anyone else.
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { signedInAccount, table, TABLE_NAME } from './support/accounts';
import { entryBody } from './support/entries';
import { request } from './support/runtime';

const USERS = 50;
const ENTRIES_EACH = 100;

async function allIds(token: string): Promise<string[]> {
  const seen: string[] = [];
  let cursor: string | null = '';
  while (cursor !== null) {
    const page = await request('GET', `/api/food-drinks/?limit=500${cursor ? `&cursor=${cursor}` : ''}`, { token });
    seen.push(...page.body.map((e: { id: string }) => e.id));
    cursor = page.headers.get('x-next-cursor');
  }
  return seen;
}

describe('R13: many people writing at once', () => {
  it(`stores ${USERS * ENTRIES_EACH} concurrent entries exactly once each`, async () => {
    const people = await Promise.all(Array.from({ length: USERS }, () => signedInAccount()));
    const statuses = new Map<number, number>();
    const created = await Promise.all(
      people.map(async (person, p) => {
        const ids: string[] = [];
        for (let i = 0; i < ENTRIES_EACH; i++) {
          const minute = String(i % 60).padStart(2, '0');
          const response = await request('POST', '/api/food-drinks/', {
            token: person.access,
            body: entryBody('food-drinks', {
              details: `person ${p} meal ${i}`,
              calculated_timestamp: `2026-11-21T${10 + Math.floor(i / 60)}:${minute}:00Z`,
            }),
          });
          statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
          if (response.status === 201) ids.push(response.body.id);
        }
        return ids;
      }),
    );
    expect(Object.fromEntries(statuses)).toEqual({ 201: USERS * ENTRIES_EACH });
    for (const [p, person] of people.slice(0, 5).entries()) {
      const stored = await allIds(person.access);
      expect(stored).toHaveLength(ENTRIES_EACH);
      expect(new Set(stored)).toEqual(new Set(created[p]));
    }
  }, 180_000);
});

describe('account deletion', () => {
  it('removes every entry and user input of the user, and leaves other users alone', async () => {
    const [leaving, staying] = [await signedInAccount(), await signedInAccount()];
    for (const person of [leaving, staying]) {
      await request('POST', '/api/user-inputs/', { token: person.access, body: { raw_text: 'Manual entry: tea' } });
      await request('POST', '/api/sleep/', { token: person.access, body: entryBody('sleep') });
    }
    const { sub } = JSON.parse(Buffer.from(leaving.access.split('.')[1], 'base64url').toString());
    expect(
      (await request('DELETE', '/api/auth/account/delete/', { token: leaving.access, body: { password: leaving.password } })).status,
    ).toBe(200);
    const rows = await table().send(
      new QueryCommand({ TableName: TABLE_NAME, KeyConditionExpression: 'PK = :pk', ExpressionAttributeValues: { ':pk': `USER#${sub}` } }),
    );
    expect(rows.Items).toEqual([]);
    const indexed = await table().send(
      new QueryCommand({
        TableName: TABLE_NAME,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': `USER#${sub}#sleep` },
      }),
    );
    expect(indexed.Items).toEqual([]);
    expect((await request('GET', '/api/sleep/', { token: staying.access })).body).toHaveLength(1);
  });
});
