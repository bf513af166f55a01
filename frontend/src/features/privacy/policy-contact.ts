// The address and date the policy states; the address matches the landing page's contact popup.
export const POLICY_CONTACT_EMAIL = 'support@tendhealth.app';
export const POLICY_UPDATED = 'November 21, 2026';
