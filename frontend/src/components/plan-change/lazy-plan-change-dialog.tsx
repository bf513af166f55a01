// The plan change's confirmation (plan-change-dialog.tsx) as a chunk of its own: it opens only on a paying person's
// click, and in the page's code it brought the dialog frame's chunk into the first load of every page that shares its
// modules (sign-in, the landing page, Pricing, Analytics: ~15 KB gzip; docs/PERFORMANCE.md "The first script"). Its
// code is asked for once the page has drawn for a person who could open it, so the click does not wait.
import { Suspense, useEffect } from 'react';
import { lazyNamed } from '@/lib/lazy-named';
import type { PlanChangeDialogProps } from './plan-change-dialog';

const Dialog = lazyNamed(
  () => import('./plan-change-dialog'),
  (m) => m.PlanChangeDialog,
);

/** Asks for the dialog's code after the paint when `wanted` (a paying person, who can change plans). */
export function usePlanChangeDialogCode(wanted: boolean): void {
  useEffect(() => {
    if (wanted) void Dialog.preload().catch(() => undefined);
  }, [wanted]);
}

export function PlanChangeDialog(props: PlanChangeDialogProps) {
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
