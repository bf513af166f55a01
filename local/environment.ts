// The environment the Lambda handlers read locally (functions/platform/config.ts), set before they load.
import { createECDH, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PRODUCT_NAME } from '../shared/brand';
import { ORIGIN_VERIFY_ARN_ENV, ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_VERSION_ENV } from '../shared/origin-verify';
import type { EmulatorEndpoints } from './emulators';

/** A data dir made under the earlier names is moved to these when it starts (local/earlier-names.ts). */
export const tableName = 'tend';
export const imagesBucket = 'tend-images';
/** Large CSV exports and copies of large images, fetched by the browser through signed URLs. */
export const exportsBucket = 'tend-exports';
/** Signs and verifies Stripe webhook events locally (the api tests sign with it); never a real Stripe secret. */
export const localStripeWebhookSecret = 'whsec_local_test_only_not_a_real_secret';
export const mailFrom = `${PRODUCT_NAME} <no-reply@tend.local>`;

/** The JWT secret is made once per data dir, so tokens survive a restart and a wiped .data/ voids them. */
export async function jwtSecret(dataDir: string): Promise<string> {
  const file = path.join(dataDir, 'jwt-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/**
 * The VAPID key pair (docs/REMINDERS.md "Delivery"), made once per data dir like the JWT secret: subscriptions a
 * browser made keep working across a restart, and a wiped .data/ starts with a new pair.
 */
export async function vapidKeys(dataDir: string): Promise<{ VAPID_PUBLIC_KEY: string; VAPID_PRIVATE_KEY: string }> {
  const file = path.join(dataDir, 'vapid-keys.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as { publicKey?: string; privateKey?: string };
    if (stored.publicKey && stored.privateKey) return { VAPID_PUBLIC_KEY: stored.publicKey, VAPID_PRIVATE_KEY: stored.privateKey };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const keys = { publicKey: ecdh.getPublicKey().toString('base64url'), privateKey: ecdh.getPrivateKey().toString('base64url') };
  await writeFile(file, `${JSON.stringify(keys)}\n`, { mode: 0o600 });
  return { VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: keys.privateKey };
}

/** Where functions started by other functions are invoked (local/lambda-invoke.ts), and their names there. */
export interface InvokeEndpoint {
  endpoint: string;
  importJobFunction: string;
  schedulerSenderFunction: string;
}

export function lambdaEnvironment(
  appUrl: string,
  secret: string,
  endpoints: EmulatorEndpoints,
  invoke: InvokeEndpoint,
): Record<string, string> {
  return {
    TABLE_NAME: tableName,
    IMAGES_BUCKET: imagesBucket,
    EXPORTS_BUCKET: exportsBucket,
    APP_URL: appUrl,
    MAIL_FROM: mailFrom,
    JWT_SECRET: secret,
    STAGE: 'local',
    // No STRIPE_SECRET_KEY here: the local payments provider (docs/PAYMENTS.md); a developer's own env may set one.
    STRIPE_WEBHOOK_SECRET: process.env.STRIPE_WEBHOOK_SECRET ?? localStripeWebhookSecret,
    AWS_REGION: 'us-east-1',
    // s3rver insists on this key id; dynalite and aws-ses-v2-local accept anything.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: endpoints.dynamodb,
    AWS_ENDPOINT_URL_S3: endpoints.s3,
    AWS_ENDPOINT_URL_SES: endpoints.ses,
    AWS_ENDPOINT_URL_LAMBDA: invoke.endpoint,
    IMPORT_JOB_FUNCTION: invoke.importJobFunction,
    SCHEDULER_SENDER_FUNCTION: invoke.schedulerSenderFunction,
    AWS_S3_FORCE_PATH_STYLE: 'true',
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  };
}

/** Sets the handlers' environment for this process; a real session token, profile or origin secret must not leak in. */
export function applyEnvironment(values: Record<string, string>): void {
  delete process.env.AWS_SESSION_TOKEN;
  delete process.env.AWS_PROFILE;
  // No CloudFront stands in front locally, so no origin header is checked (functions/core/origin-check.ts).
  for (const name of [ORIGIN_VERIFY_ENV, ORIGIN_VERIFY_ARN_ENV, ORIGIN_VERIFY_VERSION_ENV]) delete process.env[name];
  Object.assign(process.env, values);
}
