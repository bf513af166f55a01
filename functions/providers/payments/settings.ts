// Payments settings from config() and, in the cloud, the STRIPE_SECRET_ARN JSON secret: Stripe keys, price ids, mode.
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import * as z from 'zod';
import { config } from '../../platform/config';

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

/** What the STRIPE_SECRET_ARN secret holds (docs/PAYMENTS.md); a variable in the environment wins over it. */
const secretSchema = z.object({
  secretKey: z.string().optional(),
  webhookSecret: z.string().optional(),
  priceBasic: z.string().optional(),
  pricePro: z.string().optional(),
});
type SecretJson = z.infer<typeof secretSchema>;

/** The unconfigured cloud has no provider: no price id matches a plan (planOfPrice ignores empty ids). */
const NO_PRICES: Record<PaidPlan, string> = { basic: '', pro: '' };

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
  const env = config();
  const appUrl = env.APP_URL.replace(/\/$/, '');
  const secret = !env.STRIPE_SECRET_KEY && env.STRIPE_SECRET_ARN ? await readSecret(env.STRIPE_SECRET_ARN) : {};
  const filled = (value: string | undefined) => value?.trim() || undefined;
  const secretKey = env.STRIPE_SECRET_KEY ?? filled(secret.secretKey);
  const webhookSecret = env.STRIPE_WEBHOOK_SECRET ?? filled(secret.webhookSecret);
  const basic = env.STRIPE_PRICE_BASIC ?? filled(secret.priceBasic);
  const pro = env.STRIPE_PRICE_PRO ?? filled(secret.pricePro);
  if (env.STAGE === 'local') {
    const prices = { basic: basic ?? 'price_local_basic', pro: pro ?? 'price_local_pro' };
    return { mode: secretKey ? 'stripe' : 'local', secretKey, webhookSecret, prices, appUrl };
  }
  // The cloud never uses the local checkout: without a key it is unconfigured (503), with one it needs the rest.
  if (!secretKey) return { mode: 'unconfigured', prices: NO_PRICES, appUrl };
  if (!webhookSecret || !basic || !pro) {
    const needed = { STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_PRICE_BASIC: basic, STRIPE_PRICE_PRO: pro };
    const missing = Object.entries(needed)
      .filter(([, value]) => !value)
      .map(([name]) => name);
    throw new Error(
      `Invalid configuration: ${missing.join(', ')} must be set with a Stripe key in the cloud (in the environment, or in the STRIPE_SECRET_ARN secret as webhookSecret, priceBasic, pricePro)`,
    );
  }
  return { mode: 'stripe', secretKey, webhookSecret, prices: { basic, pro }, appUrl };
}

async function readSecret(secretId: string): Promise<SecretJson> {
  const result = await new SecretsManagerClient({}).send(new GetSecretValueCommand({ SecretId: secretId }));
  let json: unknown;
  try {
    json = JSON.parse(result.SecretString ?? '{}');
  } catch {
    throw new Error('Invalid configuration: STRIPE_SECRET_ARN must hold JSON {"secretKey","webhookSecret","priceBasic","pricePro"}');
  }
  const parsed = secretSchema.safeParse(json);
  if (!parsed.success) throw new Error("Invalid configuration: the STRIPE_SECRET_ARN secret's fields must be strings");
  return parsed.data;
}

export function planOfPrice(settings: PaymentsSettings, priceId: string | undefined): PaidPlan | null {
  if (!priceId) return null;
  if (priceId === settings.prices.pro) return 'pro';
  if (priceId === settings.prices.basic) return 'basic';
  return null;
}
