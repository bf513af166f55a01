// Payments configuration: Stripe keys (env locally, the STRIPE_SECRET_ARN JSON secret in the cloud), price ids, mode.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from '../core/config';

export type PaidPlan = 'basic' | 'pro';

export interface PaymentsSettings {
  /** 'local' only on the local stage without a Stripe key; the cloud without keys is 'unconfigured'. */
  mode: 'stripe' | 'local' | 'unconfigured';
  secretKey?: string;
  /** Verifies webhook signatures; locally a fixed test secret (local/environment.ts). */
  webhookSecret?: string;
  prices: Record<PaidPlan, string>;
  appUrl: string;
}

interface SecretJson { secretKey?: string; webhookSecret?: string; priceBasic?: string; pricePro?: string }

let loaded: Promise<PaymentsSettings> | undefined;

export function paymentsSettings(): Promise<PaymentsSettings> {
  loaded ??= load().catch((error: unknown) => {
    loaded = undefined;
    throw error;
  });
  return loaded;
}

export function resetPaymentsSettingsForTests(): void {
  loaded = undefined;
}

async function load(): Promise<PaymentsSettings> {
  const { STAGE, APP_URL } = config();
  const env = process.env;
  let secret: SecretJson = {};
  if (!env.STRIPE_SECRET_KEY && env.STRIPE_SECRET_ARN) {
    const result = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: env.STRIPE_SECRET_ARN }));
    try {
      secret = JSON.parse(result.SecretString ?? '{}') as SecretJson;
    } catch {
      throw new Error('STRIPE_SECRET_ARN must hold JSON {"secretKey","webhookSecret"}');
    }
  }
  const secretKey = env.STRIPE_SECRET_KEY || secret.secretKey || undefined;
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET || secret.webhookSecret || undefined;
  const local = STAGE === 'local';
  const prices = {
    basic: env.STRIPE_PRICE_BASIC || secret.priceBasic || (local ? 'price_local_basic' : ''),
    pro: env.STRIPE_PRICE_PRO || secret.pricePro || (local ? 'price_local_pro' : ''),
  };
  const mode = secretKey ? 'stripe' : local ? 'local' : 'unconfigured';
  return { mode, secretKey, webhookSecret, prices, appUrl: APP_URL.replace(/\/$/, '') };
}

export function planOfPrice(settings: PaymentsSettings, priceId: string | undefined): PaidPlan | null {
  if (!priceId) return null;
  if (priceId === settings.prices.pro) return 'pro';
  if (priceId === settings.prices.basic) return 'basic';
  return null;
}
