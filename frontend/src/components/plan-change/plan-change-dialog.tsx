// The confirmation before a paying person's plan changes (Settings, /pricing): what changes (price, limits) and
// that it happens now, with limits reset and the billing cycle restarting (docs/PRODUCT.md §9). Nothing changes until confirmed.
import { PLANS } from '@shared/plans';
import { Dialog } from '@/components/entries/dialog';
import type { PendingPlan } from '@/lib/pending-subscription';
import './plan-change.css';

export const PLAN_CHANGE_TEXTS = {
  rule: 'Plan changes take effect immediately, monthly limits reset immediately and the billing cycle starts at the change.',
  invoice: 'Today’s invoice charges the new price, less a credit for the unused part of your current plan.',
} as const;

const count = (value: number) => value.toLocaleString('en-US');

export interface PlanChangeDialogProps {
  from: PendingPlan;
  to: PendingPlan;
  /** True while the change is being made: the buttons wait. */
  busy: boolean;
  /** The current plan is set to end (cancelled at period end): switching keeps the subscription going. */
  ending?: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function PlanChangeDialog({ from, to, busy, ending = false, onConfirm, onClose }: PlanChangeDialogProps) {
  const now = PLANS[from];
  const next = PLANS[to];
  const rows = [
    { label: 'Price', now: `$${now.priceUsdPerMonth}/month`, next: `$${next.priceUsdPerMonth}/month` },
    { label: 'AI credits', now: `${count(now.credits)} a month`, next: `${count(next.credits)} a month` },
    { label: 'Photo uploads', now: `${count(now.images)} a month`, next: `${count(next.images)} a month` },
  ];
  return (
    <Dialog title={`Switch to the ${next.name}?`} onClose={() => !busy && onClose()} className="dialog-compact">
      <div className="plan-change">
        <table className="plan-change-table">
          <caption className="sr-only">What changes</caption>
          <thead>
            <tr>
              <td />
              <th scope="col">Now: {now.name}</th>
              <th scope="col">From today: {next.name}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td>{row.now}</td>
                <td>
                  <strong>{row.next}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <ul className="plan-change-notes">
          <li>{PLAN_CHANGE_TEXTS.rule}</li>
          <li>Your usage counts start again from zero today, and the next renewal is a month from today.</li>
          <li>{PLAN_CHANGE_TEXTS.invoice}</li>
          {ending && <li>Your plan is set to end; switching keeps your subscription going, and it renews a month from today.</li>}
        </ul>
        <div className="plan-change-actions">
          <button type="button" className="btn btn-primary" onClick={onConfirm} disabled={busy} aria-busy={busy}>
            {busy ? 'Switching…' : `Switch to ${next.name}`}
          </button>
          <button type="button" className="btn btn-secondary" onClick={onClose} disabled={busy}>
            Keep {now.name}
          </button>
        </div>
      </div>
    </Dialog>
  );
}
