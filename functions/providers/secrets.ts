// Secrets the functions read from Secrets Manager in the cloud, once per cold start: the JWT signing secret, the
// origin header's value CloudFront sends (shared/origin-verify.ts) and, where pushes are sent, the VAPID private key.
// In the cloud none is in a function's environment, where anyone who may read the function's configuration would see
// it; locally and in tests the value may be given directly in the environment (JWT_SECRET, ORIGIN_VERIFY_SECRET,
// VAPID_PRIVATE_KEY).
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../platform/config';

/** Each secret (and version) read once per instance; a failed read is tried again by the next caller. */
const reads = new Map<string, Promise<string>>();

function readSecret(variable: string, secretId: string, versionId?: string): Promise<string> {
  const key = `${secretId}@${versionId ?? 'current'}`;
  let value = reads.get(key);
  if (!value) {
    value = (async () => {
      const result = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId, VersionId: versionId }));
      if (!result.SecretString || result.SecretString.length < 32) throw new Error(`${variable} holds no usable secret`);
      return result.SecretString;
    })().catch((error: unknown) => {
      reads.delete(key);
      throw error;
    });
    reads.set(key, value);
  }
  return value;
}

export async function signingSecret(): Promise<string> {
  const { JWT_SECRET, JWT_SECRET_ARN } = config();
  return JWT_SECRET ?? readSecret('JWT_SECRET_ARN', JWT_SECRET_ARN!);
}

/**
 * What CloudFront must send in the origin header; undefined where nothing stands in front of the API (the local
 * runtime, most tests). After a rotation, the version CloudFront was deployed with (docs/OPERATIONS.md).
 */
export async function originVerifySecret(): Promise<string | undefined> {
  const { ORIGIN_VERIFY_SECRET, ORIGIN_VERIFY_SECRET_ARN, ORIGIN_VERIFY_SECRET_VERSION } = config();
  if (ORIGIN_VERIFY_SECRET || !ORIGIN_VERIFY_SECRET_ARN) return ORIGIN_VERIFY_SECRET;
  return readSecret('ORIGIN_VERIFY_SECRET_ARN', ORIGIN_VERIFY_SECRET_ARN, ORIGIN_VERIFY_SECRET_VERSION);
}

/** The VAPID private key (docs/REMINDERS.md "Delivery"); undefined where none is given (push is off). */
export async function vapidPrivateKey(): Promise<string | undefined> {
  const { VAPID_PRIVATE_KEY, VAPID_SECRET_ARN } = config();
  if (VAPID_PRIVATE_KEY || !VAPID_SECRET_ARN) return VAPID_PRIVATE_KEY;
  return (await readSecret('VAPID_SECRET_ARN', VAPID_SECRET_ARN)).trim();
}

/** Tests change the secrets between cases. */
export function resetSecretsForTests(): void {
  reads.clear();
}
