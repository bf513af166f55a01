// The dates the legal pages were last updated, as the pages state them.
export const POLICY_UPDATED = 'November 21, 2026';
export const TERMS_UPDATED = 'November 22, 2026';
export const ACCESSIBILITY_UPDATED = 'November 25, 2026';
