// Every page as its own chunk (React.lazy), so the first load carries only the shell.
import { lazyNamed } from '@/lib/lazy-named';

export const LandingPage = lazyNamed(
  () => import('@/features/landing/landing-page'),
  (m) => m.LandingPage,
);
export const LoginPage = lazyNamed(
  () => import('@/features/auth/login-page'),
  (m) => m.LoginPage,
);
export const ResetPasswordPage = lazyNamed(
  () => import('@/features/auth/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
export const VerifyEmailPage = lazyNamed(
  () => import('@/features/auth/verify-email-page'),
  (m) => m.VerifyEmailPage,
);
export const DebugAuthPage = lazyNamed(
  () => import('@/features/auth/debug-auth-page'),
  (m) => m.DebugAuthPage,
);
export const PrivacyPolicyPage = lazyNamed(
  () => import('@/features/privacy/privacy-policy-page'),
  (m) => m.PrivacyPolicyPage,
);
export const TermsOfServicePage = lazyNamed(
  () => import('@/features/privacy/terms-of-service-page'),
  (m) => m.TermsOfServicePage,
);
export const AccessibilityStatementPage = lazyNamed(
  () => import('@/features/privacy/accessibility-statement-page'),
  (m) => m.AccessibilityStatementPage,
);
export const PricingPage = lazyNamed(
  () => import('@/features/pricing/pricing-page'),
  (m) => m.PricingPage,
);
export const SubscriptionSuccessPage = lazyNamed(
  () => import('@/features/subscription/subscription-success-page'),
  (m) => m.SubscriptionSuccessPage,
);
export const DashboardPage = lazyNamed(
  () => import('@/app/routes/dashboard'),
  (m) => m.DashboardRoute,
);
export const ProfilePage = lazyNamed(
  () => import('@/features/profile/profile-page'),
  (m) => m.ProfilePage,
);
export const ConfirmEmailPage = lazyNamed(
  () => import('@/features/profile/confirm-email-page'),
  (m) => m.ConfirmEmailPage,
);
export const AccountDeletePage = lazyNamed(
  () => import('@/features/account/account-delete-page'),
  (m) => m.AccountDeletePage,
);
export const EntriesPage = lazyNamed(
  () => import('@/features/entries/entries-page'),
  (m) => m.EntriesPage,
);
export const AnalyticsPage = lazyNamed(
  () => import('@/features/analytics/analytics-page'),
  (m) => m.AnalyticsPage,
);
export const AnalyticsSummaryRoute = lazyNamed(
  () => import('@/app/routes/analytics-summary'),
  (m) => m.AnalyticsSummaryRoute,
);
export const ExperimentsRoute = lazyNamed(
  () => import('@/app/routes/experiments'),
  (m) => m.ExperimentsRoute,
);
export const SharedPage = lazyNamed(
  () => import('@/features/share-viewer/shared-page'),
  (m) => m.SharedPage,
);
export const SettingsPage = lazyNamed(
  () => import('@/app/settings/settings-page'),
  (m) => m.SettingsPage,
);
export const UsageReportsPage = lazyNamed(
  () => import('@/features/admin/usage-reports-page'),
  (m) => m.UsageReportsPage,
);
