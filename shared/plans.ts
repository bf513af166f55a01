// Plans, limits and AI costs (docs/PRODUCT.md "Plans and credits", docs/PRODUCT.md §9): the one place they are written.

export type PlanId = 'trial' | 'basic' | 'pro';

export interface Plan {
  id: PlanId;
  /** How Settings names it (docs/PRODUCT.md "Plan derived from groups"). */
  name: string;
  /** The user group that grants it; the trial is having neither. */
  group?: 'regular' | 'pro';
  priceUsdPerMonth: number;
  /** Credits and images per period: the trial's whole length, or a paid plan's month. */
  credits: number;
  images: number;
}

export const PLANS: Readonly<Record<PlanId, Plan>> = {
  trial: { id: 'trial', name: 'Free Trial', priceUsdPerMonth: 0, credits: 100, images: 5 },
  basic: { id: 'basic', name: 'Basic Plan', group: 'regular', priceUsdPerMonth: 5.9, credits: 1000, images: 30 },
  pro: { id: 'pro', name: 'Pro Plan', group: 'pro', priceUsdPerMonth: 9.9, credits: 5000, images: 100 },
};

/** The trial ends after this many days or when its credits run out, whichever comes first. */
export const TRIAL_DAYS = 30;

/** What one AI call costs in credits; an image also counts one image. */
export const AI_COSTS = { extraction: 1, chat: 1, analyzeChat: 2, weeklyReport: 1 } as const;

/** Pro wins over Basic when both groups are present. */
export function planOfGroups(groups: readonly string[]): Plan {
  if (groups.includes('pro')) return PLANS.pro;
  if (groups.includes('regular')) return PLANS.basic;
  return PLANS.trial;
}

/** Progress bar colours switch at these shares of the limit (docs/PRODUCT.md §9). */
export const USAGE_THRESHOLDS = { caution: 75, warning: 90 } as const;
/** The trial expiry warning applies at this many days left or fewer. */
export const TRIAL_WARNING_DAYS = 3;

/** API Gateway ends a call at 30 s: the AI gets 25 s, then the call ends cleanly with no credit charged. */
export const AI_CALL_BUDGET_MS = 25_000;
