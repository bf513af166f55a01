// Which payments provider a configuration gets: the local test checkout only ever on the local stage.
import { resetConfigForTests } from '../../functions/platform/config';
import { planOfPrice, paymentsSettings, resetPaymentsSettingsForTests } from '../../functions/providers/payments/settings';

const base = { TABLE_NAME: 't', APP_URL: 'https://app.example.com/', MAIL_FROM: 'x <x@example.com>', JWT_SECRET: 'j'.repeat(40) };
const names = [
  'STAGE',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PRICE_BASIC',
  'STRIPE_PRICE_PRO',
  'STRIPE_SECRET_ARN',
  ...Object.keys(base),
];
const saved = Object.fromEntries(names.map((n) => [n, process.env[n]]));

function withEnv(values: Record<string, string>) {
  for (const n of names) delete process.env[n];
  Object.assign(process.env, base, values);
  resetConfigForTests();
  resetPaymentsSettingsForTests();
  return paymentsSettings();
}

afterAll(() => {
  for (const [n, v] of Object.entries(saved))
    if (v === undefined) delete process.env[n];
    else process.env[n] = v;
  resetConfigForTests();
  resetPaymentsSettingsForTests();
});

describe('payments settings', () => {
  it('uses the local provider on the local stage without a key, with local price ids', async () => {
    const settings = await withEnv({ STAGE: 'local', STRIPE_WEBHOOK_SECRET: 'whsec_local' });
    expect(settings).toMatchObject({
      mode: 'local',
      webhookSecret: 'whsec_local',
      prices: { basic: 'price_local_basic', pro: 'price_local_pro' },
      appUrl: 'https://app.example.com',
    });
  });

  it('never falls back to the local provider in the cloud', async () => {
    expect((await withEnv({ STAGE: 'cloud' })).mode).toBe('unconfigured');
  });

  it('uses Stripe with a key, and maps price ids to plans', async () => {
    const settings = await withEnv({
      STAGE: 'local',
      STRIPE_SECRET_KEY: 'sk_test_1',
      STRIPE_PRICE_BASIC: 'price_b',
      STRIPE_PRICE_PRO: 'price_p',
    });
    expect(settings.mode).toBe('stripe');
    expect([
      planOfPrice(settings, 'price_b'),
      planOfPrice(settings, 'price_p'),
      planOfPrice(settings, 'price_x'),
      planOfPrice(settings, undefined),
    ]).toEqual(['basic', 'pro', null, null]);
  });
});
