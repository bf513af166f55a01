// The public contact address, written once: the landing page's contact popup shows and copies it.
export const CONTACT_EMAIL = 'support@tendhealth.app';
