// The date the policy was last updated, as the page states it.
export const POLICY_UPDATED = 'November 21, 2026';
