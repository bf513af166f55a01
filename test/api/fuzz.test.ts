// R14: property-based fuzzing of every route (docs/FUZZING.md). Requests generated from the route table's zod schemas
// and broken (fast-check), anonymous, signed in and with a junk token: never a 5xx or a dropped connection, every
// error JSON in the shapes of docs/PRODUCT.md "Error shapes", the canary's data (another user) byte-identical afterwards, the fuzz account's
// own lists still readable. FUZZ_RUNS sets the number of cases (`npm run fuzz -- --runs 10000`); FUZZ_SEED and
// FUZZ_PATH replay a failure.
import fc from 'fast-check';
import { COLLECTIONS } from '../../shared/entry-types';
import { signIn } from './support/accounts';
import { setUpCanary, readBack, setUpFuzzAccount, type Canary } from './support/fuzz/canary';
import { fuzzCase } from './support/fuzz/cases';
import { checkProperties, send } from './support/fuzz/send';
import { request } from './support/runtime';

const RUNS = Number(process.env.FUZZ_RUNS ?? 3_000);
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const PATH = process.env.FUZZ_PATH;
/** Routes after which the fuzz account signs in again: a session ended, or a username changed. */
const SESSION_ENDERS = new Set(['POST /api/auth/logout/', 'POST /api/auth/logout/all/', 'PUT /api/auth/profile/update/']);

describe('R14: 10,000 fuzzed bad payloads across all routes (a few thousand here)', () => {
  let canary: Canary;
  let fuzz: Awaited<ReturnType<typeof setUpFuzzAccount>>;
  let before: Record<string, string>;
  let username: string;
  let token: string;
  const statuses = new Map<number, number>();

  beforeAll(async () => {
    [canary, fuzz] = await Promise.all([setUpCanary(), setUpFuzzAccount()]);
    before = await readBack(canary);
    username = fuzz.account.username;
    token = fuzz.account.access;
  });

  it(
    `R14: ${RUNS} generated requests: no 5xx, every error JSON in the shapes of docs/PRODUCT.md "Error shapes"`,
    async () => {
      const targets = {
        foreignUserId: canary.userId,
        foreignIds: canary.ids,
        foreignImagePath: canary.imagePath,
        ownUserId: fuzz.userId,
        ownIds: fuzz.ids,
      };
      const property = fc.asyncProperty(fuzzCase(targets), async (generated) => {
        const answer = await send(generated, token);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        checkProperties(generated, answer);
        if (
          generated.auth === 'signed-in' &&
          SESSION_ENDERS.has(`${generated.method} ${generated.route.split(' ')[1]}`) &&
          answer.status < 300
        ) {
          const changed = (JSON.parse(answer.text || '{}') as { user?: { username: string } }).user;
          if (changed) username = changed.username;
          token = (await signIn(username, fuzz.account.password)).access;
        }
      });
      // fast-check prints the seed and path of a failure; FUZZ_SEED and FUZZ_PATH replay it (docs/FUZZING.md).
      await fc.assert(property, { numRuns: RUNS, seed: SEED, path: PATH, endOnFailure: true, verbose: 1 });
      // The cases reach past validation too: some are accepted, most refused.
      const counts = Object.fromEntries([...statuses].sort(([a], [b]) => a - b));
      console.log(`R14 answers by status: ${JSON.stringify(counts)}`);
      if (PATH === undefined) expect(Object.keys(counts)).toEqual(expect.arrayContaining(['200', '201', '400', '401', '404']));
    },
    Math.max(120_000, RUNS * 100),
  );

  it("R14: the canary's data reads back byte-identical, and the fuzz account's own lists still answer 200", async () => {
    expect(await readBack(canary)).toEqual(before);
    const { access } = await signIn(username, fuzz.account.password);
    for (const path of ['/api/auth/me/', ...COLLECTIONS.map((c) => `/api/${c}/`), '/api/ai/chat/sessions/', '/api/insights/reports/']) {
      expect([path, (await request('GET', path, { token: access })).status]).toEqual([path, 200]);
    }
  });
});
