// The product's name and public contact address, written once for the landing page.
export const PRODUCT_NAME = 'Tend';
export const CONTACT_EMAIL = 'support@tendhealth.app';
