// Stripe when keys are configured; the local stand-in only on the local stage without them, which the cloud's
// Lambda bundle does not hold (config() refuses STAGE=local there; LOCAL_ADAPTERS lets esbuild drop the branch).
import { Unavailable } from '../../platform/errors';
import { paymentsSettings } from './settings';
import { LocalPayments } from './local-payments';
import type { PaymentsProvider } from './payments-port';
import { StripePayments } from './stripe-payments';

let chosen: PaymentsProvider | undefined;

export async function paymentsProvider(): Promise<PaymentsProvider> {
  if (chosen) return chosen;
  const settings = await paymentsSettings();
  if (settings.mode === 'stripe' && settings.secretKey) chosen = new StripePayments({ ...settings, secretKey: settings.secretKey });
  else if (globalThis.LOCAL_ADAPTERS !== false && settings.mode === 'local') chosen = new LocalPayments(settings.prices);
  else throw new Unavailable('Payments are not configured', null, 'error');
  return chosen;
}
