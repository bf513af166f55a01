// The product name and address the policy names; keep in step with the landing page's contact constant.
export const POLICY_PRODUCT_NAME = 'Tend';
export const POLICY_CONTACT_EMAIL = 'support@tendhealth.app';
export const POLICY_UPDATED = 'November 21, 2026';
