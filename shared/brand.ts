// The product's name and contact address: the web app, e-mails and pages all take them from here.

export const PRODUCT_NAME = 'Tend';
export const CONTACT_EMAIL = 'support@tendhealth.app';
