// A paid plan's renewal or end, and Manage billing (invoices, card, cancel at period end): Stripe's Customer Portal,
// or the local billing page on the local runtime.
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { openCheckout } from '@/lib/checkout';
import { useDateTimeFormatter } from '@/lib/time-zone';
import { openBillingPortal, type SubscriptionDetails } from '../api/subscription';

export const BILLING_TEXTS = {
  manage: 'Manage billing',
  failed: 'Billing could not open: ',
} as const;

export function RenewalLine({ details, planName }: { details: SubscriptionDetails | undefined; planName: string }) {
  const formatDate = useDateTimeFormatter();
  if (details?.ends_at) {
    return (
      <p className="subscription-renewal is-ending">
        <strong>Ends on {formatDate(details.ends_at)}.</strong> You keep the {planName} until then; it will not renew. Resume it in{' '}
        {BILLING_TEXTS.manage}.
      </p>
    );
  }
  if (details?.renews_at) return <p className="subscription-renewal muted">Renews on {formatDate(details.renews_at)}.</p>;
  return null;
}

const failureText = (error: unknown) => {
  const body = error instanceof ApiError ? (error.body as { error?: unknown } | undefined) : undefined;
  return typeof body?.error === 'string' ? body.error : 'please try again.';
};

export function ManageBillingButton() {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  async function open() {
    setBusy(true);
    setFailure(null);
    try {
      openCheckout(await openBillingPortal());
    } catch (error) {
      setBusy(false);
      setFailure(BILLING_TEXTS.failed + failureText(error));
    }
  }
  return (
    <>
      <button type="button" className="btn btn-secondary" disabled={busy} aria-busy={busy} onClick={() => void open()}>
        {busy ? 'Opening billing…' : BILLING_TEXTS.manage}
      </button>
      {failure && (
        <p className="subscription-billing-error" role="alert">
          {failure}
        </p>
      )}
    </>
  );
}
