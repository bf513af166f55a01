// Backend configuration: every variable the handlers read, parsed once at cold start; a bad value fails, naming it.
// zod/mini (the same zod, functional API): images, export and docs use no other schema at load, so they no longer
// carry zod's chained API (~65 KB, ~5 ms of import); the rest build this schema ~1-2 ms faster (docs/PERFORMANCE.md).
import * as z from 'zod/mini';
import { en } from 'zod/locales';

declare global {
  /**
   * false in the cloud's Lambda bundles, which hold no local adapter (the local AI provider, the local payments
   * stand-in): cdk/bundling.ts defines it at build time, so esbuild drops every branch that tests
   * `globalThis.LOCAL_ADAPTERS !== false` first. Unset under tsx (npm start, the tests): both adapters are there.
   */
  var LOCAL_ADAPTERS: false | undefined;
}

/** Whether this build holds the local adapters (see LOCAL_ADAPTERS above). */
const localAdapters = globalThis.LOCAL_ADAPTERS !== false;
const notInCloudBundle = (value: string) =>
  `must not be '${value}' in the cloud's Lambda bundle, which leaves the local adapters out (docs/CONFIG.md)`;

// zod/mini loads no messages of its own (the chained API sets English when it first builds a schema): errors name the problem.
z.config(en());

const text = z.string().check(z.minLength(1));
const optionalText = z.optional(text);
/**
 * TEST_SCRYPT_COST_LOG2, tests only: the scrypt cost (log2 N) of new password hashes, so the api tests' runtime signs
 * people up in milliseconds instead of ~0.35 s (docs/LOCAL.md "Tests and other tools"). Unset: the production cost (functions/auth/passwords.ts);
 * the cloud's Lambda bundle refuses it at cold start, so production hashes never get cheaper.
 */
const testScryptCost = z.optional(
  z.coerce.number().check(
    z.int(),
    z.minimum(10),
    z.maximum(17),
    z.refine(() => localAdapters, { error: "must be unset in the cloud's Lambda bundle: it is for the local tests only (docs/CONFIG.md)" }),
  ),
);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: (issue) => `must be ${values.map((v) => `'${v}'`).join(' or ')}, not '${String(issue.input)}'` });

const schema = z
  .object({
    /** The single DynamoDB table. */
    TABLE_NAME: text,
    /** Public URL of the app, for e-mailed links and payment redirects. */
    APP_URL: z.url(),
    MAIL_FROM: z.string().check(z.minLength(3)),
    /** Local: the secret itself (generated once under DATA_DIR). Cloud: unset, JWT_SECRET_ARN is used. */
    JWT_SECRET: z.optional(z.string().check(z.minLength(32))),
    JWT_SECRET_ARN: optionalText,
    /** 'local' lets payments use the local test checkout when no Stripe key is set; never set in the cloud. */
    STAGE: z._default(
      oneOf(['local', 'cloud']).check(z.refine((stage) => localAdapters || stage !== 'local', { error: notInCloudBundle('local') })),
      'cloud',
    ),
    /**
     * A CSV export larger than this (bytes of the response body as Lambda serialises it) goes to the exports
     * bucket and is answered with a redirect: a Lambda response holds at most 6 MB (docs/EXPORT.md).
     */
    EXPORT_INLINE_MAX_BYTES: z._default(z.coerce.number().check(z.int(), z.minimum(0), z.maximum(6_000_000)), 5_000_000),
    LOG_LEVEL: z._default(oneOf(['info', 'error', 'silent']), 'info'),
    /** Unset means local; the cloud stack sets bedrock on every function that calls the AI (cdk/grants.ts). */
    AI_PROVIDER: z._default(
      oneOf(['local', 'bedrock']).check(
        z.refine((provider) => localAdapters || provider !== 'local', { error: notInCloudBundle('local') }),
      ),
      'local',
    ),
    /** Required when AI_PROVIDER is bedrock. */
    BEDROCK_MODEL_ID: optionalText,
    BEDROCK_REGION: optionalText,
    /** Path-style S3 URLs, which the local S3 emulator needs. */
    AWS_S3_FORCE_PATH_STYLE: z._default(
      z.pipe(
        oneOf(['true', 'false']),
        z.transform((value) => value === 'true'),
      ),
      false,
    ),
    /** Only the groups that use a bucket get its name (cdk/function-needs.ts); cdk/grants.ts sets them. */
    IMAGES_BUCKET: optionalText,
    EXPORTS_BUCKET: optionalText,
    /** The import-job function the imports group starts (cdk/import-job.ts); locally the runtime's own. */
    IMPORT_JOB_FUNCTION: optionalText,
    /** The reminders' sender function the scheduler hands a busy minute's chunks to (cdk/scheduler.ts); locally the runtime's own. */
    SCHEDULER_SENDER_FUNCTION: optionalText,
    /** Stripe keys and price ids (docs/PAYMENTS.md); in the cloud usually in the STRIPE_SECRET_ARN secret instead. */
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    STRIPE_PRICE_BASIC: optionalText,
    STRIPE_PRICE_PRO: optionalText,
    STRIPE_SECRET_ARN: optionalText,
    /** CloudFront's secret origin header value itself (shared/origin-verify.ts): tests only; unset locally, no check. */
    ORIGIN_VERIFY_SECRET: z.optional(z.string().check(z.minLength(32))),
    /** The stack's: the Secrets Manager secret holding that value, read once per cold start (providers/secrets.ts). */
    ORIGIN_VERIFY_SECRET_ARN: optionalText,
    /** The secret's version to read (after a rotation, the one CloudFront was deployed with); unset: the current one. */
    ORIGIN_VERIFY_SECRET_VERSION: optionalText,
    /** The VAPID public key (base64url, docs/REMINDERS.md "Delivery"): what browsers subscribe with; unset, push is off. */
    VAPID_PUBLIC_KEY: optionalText,
    /** Local: the VAPID private key itself (generated once under DATA_DIR). Cloud: unset, VAPID_SECRET_ARN is used. */
    VAPID_PRIVATE_KEY: optionalText,
    /** The stack's: the Secrets Manager secret holding the VAPID private key, given only to the functions that send. */
    VAPID_SECRET_ARN: optionalText,
    /** Failed sign-ins one address may make (any usernames, 24 h) before its tries slow down (docs/ACCOUNTS.md). */
    SIGN_IN_ADDRESS_FREE_FAILURES: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100_000)), 100),
    TEST_SCRYPT_COST_LOG2: testScryptCost,
  })
  .check(
    z.superRefine((env, context) => {
      const missing = (name: keyof typeof env, why: string) => {
        if (!env[name]) context.addIssue({ code: 'custom', path: [name], message: `must be set ${why}` });
      };
      if (!env.JWT_SECRET && !env.JWT_SECRET_ARN)
        context.addIssue({ code: 'custom', path: ['JWT_SECRET'], message: 'or JWT_SECRET_ARN must be set' });
      if (env.AI_PROVIDER === 'bedrock') missing('BEDROCK_MODEL_ID', 'when AI_PROVIDER is bedrock');
      // In the cloud a Stripe key never runs with local price ids or without webhook checks (settings.ts checks the secret).
      if (env.STAGE === 'cloud' && env.STRIPE_SECRET_KEY) {
        for (const name of ['STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_BASIC', 'STRIPE_PRICE_PRO'] as const)
          missing(name, 'in the cloud when STRIPE_SECRET_KEY is');
      }
    }),
  );

export type Config = z.infer<typeof schema>;

/** Every variable name the backend reads; a unit test checks .env.example documents each. */
export const configNames = Object.keys(schema.shape);

let cached: Config | undefined;

/** The configuration, parsed on the first call: createApiHandler makes that call at cold start. */
export function config(): Config {
  if (cached) return cached;
  // Values are trimmed, and an empty variable (`NAME=` in a shell) counts as unset.
  const raw = Object.fromEntries(
    Object.entries(process.env)
      .map(([name, value]) => [name, value?.trim()])
      .filter(([, value]) => value),
  );
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`Invalid configuration: ${parsed.error.issues.map((issue) => describe(issue, raw)).join('; ')}`);
  cached = parsed.data;
  return cached;
}

function describe(issue: z.core.$ZodIssue, raw: Record<string, unknown>): string {
  const name = issue.path.join('.');
  if (raw[name] === undefined && issue.code === 'invalid_type') return `${name} must be set`;
  return issue.message.startsWith('must') || issue.message.startsWith('or ') ? `${name} ${issue.message}` : `${name} (${issue.message})`;
}

/**
 * One variable on its own, for code the operator CLIs share (npm run backfill / make-staff run with only
 * TABLE_NAME set): functions/data/client.ts reads the table name through it.
 */
export function requiredEnv(name: 'TABLE_NAME'): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`Invalid configuration: ${name} must be set`);
  return value;
}

/**
 * TEST_SCRYPT_COST_LOG2 on its own (undefined when unset): password hashing also runs where no other variable is set
 * (unit tests), and this checks it as config() does, refusing it in the cloud's Lambda bundle.
 */
export function testScryptCostLog2(): number | undefined {
  const raw = process.env.TEST_SCRYPT_COST_LOG2?.trim() || undefined;
  const parsed = testScryptCost.safeParse(raw);
  if (!parsed.success) {
    throw new Error(`Invalid configuration: ${parsed.error.issues.map((issue) => `TEST_SCRYPT_COST_LOG2 ${issue.message}`).join('; ')}`);
  }
  return parsed.data;
}

/** Tests change the environment between cases. */
export function resetConfigForTests(): void {
  cached = undefined;
}
