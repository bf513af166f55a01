// Every route path of the web app (SPEC.md §2), in one place.

export const paths = {
  home: '/',
  login: '/login',
  pricing: '/pricing',
  subscriptionSuccess: '/subscription-success',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  resetPassword: '/reset-password/:uidb64/:token',
  debugAuth: '/debug/auth',
  dashboard: '/dashboard',
  user: '/user',
  accountDelete: '/account/delete',
  logs: '/logs',
  analytics: '/analytics',
  adminUsageReports: '/admin/usage-reports',
  settings: '/settings',
} as const;

export const loginView = (view: 'register' | 'forgot') => `${paths.login}?view=${view}`;
