// The JWT signing secret: from the environment locally, from Secrets Manager in the cloud (read once per cold start).
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config';

let secret: Promise<string> | undefined;

export function signingSecret(): Promise<string> {
  secret ??= load().catch((error) => {
    secret = undefined;
    throw error;
  });
  return secret;
}

async function load(): Promise<string> {
  const { JWT_SECRET, JWT_SECRET_ARN } = config();
  if (JWT_SECRET) return JWT_SECRET;
  const result = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: JWT_SECRET_ARN }));
  if (!result.SecretString || result.SecretString.length < 32) throw new Error('JWT_SECRET_ARN holds no usable secret');
  return result.SecretString;
}
