// The info tooltip about plan changes (docs/PRODUCT.md §2, §9): a button described by the text, shown on hover, focus or tap.
import { useState } from 'react';
import { useId } from '@/lib/use-id';

export const PLAN_CHANGE_INFO =
  'Plan changes take effect immediately: your monthly limits reset at once and the billing cycle starts on the day of the change.';

export function PlanChangeInfo() {
  const tipId = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className={open ? 'plan-info is-open' : 'plan-info'}>
      <button
        type="button"
        className="plan-info-button"
        aria-label="About plan changes"
        aria-describedby={tipId}
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => event.key === 'Escape' && setOpen(false)}
      >
        <span aria-hidden="true">i</span>
      </button>
      <span id={tipId} role="tooltip" className="plan-info-tip">
        {PLAN_CHANGE_INFO}
      </span>
    </span>
  );
}
