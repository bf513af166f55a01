// Every page as its own chunk (React.lazy), so the first load carries only the shell.
import { lazy, type ComponentType } from 'react';

/** React.lazy for a module's named export; `preload` asks for the page's code before it draws (app/boot-loads.ts). */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return Object.assign(
    lazy(async () => ({ default: pick(await load()) })),
    { preload: load },
  );
}

export const LandingPage = lazyPage(
  () => import('@/features/landing/landing-page'),
  (m) => m.LandingPage,
);
export const LoginPage = lazyPage(
  () => import('@/features/auth/login-page'),
  (m) => m.LoginPage,
);
export const ResetPasswordPage = lazyPage(
  () => import('@/features/auth/reset-password-page'),
  (m) => m.ResetPasswordPage,
);
export const VerifyEmailPage = lazyPage(
  () => import('@/features/auth/verify-email-page'),
  (m) => m.VerifyEmailPage,
);
export const DebugAuthPage = lazyPage(
  () => import('@/features/auth/debug-auth-page'),
  (m) => m.DebugAuthPage,
);
export const PrivacyPolicyPage = lazyPage(
  () => import('@/features/privacy/privacy-policy-page'),
  (m) => m.PrivacyPolicyPage,
);
export const TermsOfServicePage = lazyPage(
  () => import('@/features/privacy/terms-of-service-page'),
  (m) => m.TermsOfServicePage,
);
export const AccessibilityStatementPage = lazyPage(
  () => import('@/features/privacy/accessibility-statement-page'),
  (m) => m.AccessibilityStatementPage,
);
export const PricingPage = lazyPage(
  () => import('@/features/pricing/pricing-page'),
  (m) => m.PricingPage,
);
export const SubscriptionSuccessPage = lazyPage(
  () => import('@/features/subscription/subscription-success-page'),
  (m) => m.SubscriptionSuccessPage,
);
export const DashboardPage = lazyPage(
  () => import('@/app/routes/dashboard'),
  (m) => m.DashboardRoute,
);
export const ProfilePage = lazyPage(
  () => import('@/features/profile/profile-page'),
  (m) => m.ProfilePage,
);
export const ConfirmEmailPage = lazyPage(
  () => import('@/features/profile/confirm-email-page'),
  (m) => m.ConfirmEmailPage,
);
export const AccountDeletePage = lazyPage(
  () => import('@/features/account/account-delete-page'),
  (m) => m.AccountDeletePage,
);
export const EntriesPage = lazyPage(
  () => import('@/features/entries/entries-page'),
  (m) => m.EntriesPage,
);
export const AnalyticsPage = lazyPage(
  () => import('@/features/analytics/analytics-page'),
  (m) => m.AnalyticsPage,
);
export const AnalyticsSummaryRoute = lazyPage(
  () => import('@/app/routes/analytics-summary'),
  (m) => m.AnalyticsSummaryRoute,
);
export const ExperimentsRoute = lazyPage(
  () => import('@/app/routes/experiments'),
  (m) => m.ExperimentsRoute,
);
export const SharedPage = lazyPage(
  () => import('@/features/share-viewer/shared-page'),
  (m) => m.SharedPage,
);
export const SettingsPage = lazyPage(
  () => import('@/app/settings/settings-page'),
  (m) => m.SettingsPage,
);
export const UsageReportsPage = lazyPage(
  () => import('@/features/admin/usage-reports-page'),
  (m) => m.UsageReportsPage,
);
