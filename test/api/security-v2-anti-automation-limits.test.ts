// ASVS 5.0 V2.4 (anti-automation), issue 21: per-person limits on AI calls and writes (shared/traffic-limits.ts
// personLimits), counted before the work with one conditional update, so concurrent calls cannot slip past together.
// The windows are filled in this process through the handlers' own counting (functions/core/person-limits.ts) against
// the runtime's table, then the last calls go over HTTP: what a person sees at the limit.
import { apiMessages } from '../../shared/messages';
import { personLimits } from '../../shared/traffic-limits';
import { decodeJwt, signedInAccount } from './support/accounts';
import { entryBody } from './support/entries';
import { request, runtimeState } from './support/runtime';

/** The handlers' per-person counting, run in this process against the runtime's table. */
async function counting() {
  Object.assign(process.env, {
    TABLE_NAME: 'tend',
    AWS_ENDPOINT_URL_DYNAMODB: runtimeState().endpoints.dynamodb,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
  });
  return (await import('../../functions/core/person-limits')).countPersonCall;
}

/** Takes `count` of a person's window as calls of `route` would, 50 at a time. */
async function fill(userId: string, route: { group: 'entries' | 'ai'; method: 'POST' }, count: number): Promise<void> {
  const countPersonCall = await counting();
  for (let done = 0; done < count; done += 50) {
    await Promise.all(Array.from({ length: Math.min(50, count - done) }, () => countPersonCall(route, userId)));
  }
}

const userIdOf = (access: string) => decodeJwt(access).sub as string;

describe('per-person limits (ASVS V2.4)', () => {
  it(`refuses a person's write past ${personLimits.write.limit} in the window with 429, Retry-After and a clear message; their reads and other people still pass`, async () => {
    const [busy, other] = await Promise.all([signedInAccount(), signedInAccount()]);
    await fill(userIdOf(busy.access), { group: 'entries', method: 'POST' }, personLimits.write.limit - 1);
    const last = await request('POST', '/api/sleep/', { token: busy.access, body: entryBody('sleep') });
    expect(last.status).toBe(201);
    const refused = await request('POST', '/api/sleep/', { token: busy.access, body: entryBody('sleep') });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ detail: apiMessages.writesThrottled });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(personLimits.write.windowMs / 1000);
    // Nothing was written by the refused call; reading is not limited.
    const listed = await request('GET', '/api/sleep/', { token: busy.access });
    expect(listed.status).toBe(200);
    expect(listed.body).toHaveLength(1);
    expect((await request('POST', '/api/sleep/', { token: other.access, body: entryBody('sleep') })).status).toBe(201);
  }, 180_000); // 1,200 conditional updates of one item fill the window: seconds on a quiet machine, a minute under load

  it('lets exactly the rest of the AI window through when 10 calls race for its last 5', async () => {
    const { access } = await signedInAccount();
    await fill(userIdOf(access), { group: 'ai', method: 'POST' }, personLimits.ai.limit - 5);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        request('POST', '/api/ai/process-input/', { token: access, body: { text: 'a cup of tea at 9am', timezone: 'UTC' } }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    for (const refused of answers.filter((a) => a.status === 429)) {
      expect(refused.body).toEqual({ detail: apiMessages.aiCallsThrottled });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    // Refused calls cost no credit.
    const trial = await request('GET', '/api/ai/trial-status/', { token: access });
    expect(trial.body.credits_used).toBe(5);
  }, 180_000); // 1,200 conditional updates of one item fill the window: seconds on a quiet machine, a minute under load
});
