// Stripe in the cloud from the STRIPE_SECRET_ARN secret: all of key, webhook secret and price ids, or no payments.
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { paymentsSettings, resetPaymentsSettingsForTests } from '../../functions/providers/payments/settings';
import { restoreEnv, setEnv, validEnv } from './support/config-env';

const full = { secretKey: 'sk_live_1', webhookSecret: 'whsec_1', priceBasic: 'price_b', pricePro: 'price_p' };
const stripeNames = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_BASIC', 'STRIPE_PRICE_PRO'];

function withSecret(secretString: string, env: Record<string, string> = {}) {
  jest.spyOn(SecretsManagerClient.prototype, 'send').mockImplementation(async () => ({ SecretString: secretString }));
  setEnv({
    ...validEnv,
    ...Object.fromEntries(stripeNames.map((name) => [name, undefined])),
    STAGE: 'cloud',
    STRIPE_SECRET_ARN: 'arn:aws:secretsmanager:us-east-1:1:secret:StripeKeys',
    ...env,
  });
  resetPaymentsSettingsForTests();
  return paymentsSettings();
}

afterEach(() => {
  jest.restoreAllMocks();
  restoreEnv();
  resetPaymentsSettingsForTests();
});

describe('payments settings in the cloud', () => {
  it('uses Stripe when the secret holds everything', async () => {
    expect(await withSecret(JSON.stringify(full))).toEqual({
      mode: 'stripe',
      secretKey: 'sk_live_1',
      webhookSecret: 'whsec_1',
      prices: { basic: 'price_b', pro: 'price_p' },
      appUrl: 'https://app.example.com',
    });
  });

  it('takes price ids from the environment over the secret', async () => {
    const settings = await withSecret(JSON.stringify({ ...full, pricePro: '' }), { STRIPE_PRICE_PRO: 'price_env' });
    expect(settings.prices).toEqual({ basic: 'price_b', pro: 'price_env' });
  });

  it('fails naming what a key came without, never using empty price ids', async () => {
    await expect(withSecret(JSON.stringify({ ...full, priceBasic: '', webhookSecret: undefined }))).rejects.toThrow(
      /Invalid configuration: STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_BASIC must be set/,
    );
  });

  it('is unconfigured (503, no local checkout) while the secret holds no key', async () => {
    const settings = await withSecret(JSON.stringify({ webhookSecret: 'whsec_1' }));
    expect(settings.mode).toBe('unconfigured');
    expect(settings.webhookSecret).toBeUndefined();
  });

  it('refuses a secret that is not the expected JSON', async () => {
    await expect(withSecret('not json')).rejects.toThrow(/STRIPE_SECRET_ARN must hold JSON/);
    await expect(withSecret(JSON.stringify({ secretKey: 42 }))).rejects.toThrow(/fields must be strings/);
  });
});
