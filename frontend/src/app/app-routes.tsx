// The route table of docs/PRODUCT.md §2: public pages, sign-in-required pages, the staff page, and / for anything else.
import { Suspense, type ComponentType } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { RouteErrorBoundary } from './error-boundary';
import { RequireSignIn } from './guards/require-sign-in';
import { StaffOnly } from './guards/staff-only';
import { AppLayout } from './layout/app-layout';
import * as pages from './lazy-pages';
import { PageSkeleton } from './page-skeleton';

/** A page that loads lazily behind a skeleton, inside its own error boundary. */
function page(Page: ComponentType) {
  return (
    <RouteErrorBoundary>
      <Suspense fallback={<PageSkeleton />}>
        <Page />
      </Suspense>
    </RouteErrorBoundary>
  );
}

export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        <Route path={paths.home} element={page(pages.LandingPage)} />
        <Route path={paths.login} element={page(pages.LoginPage)} />
        <Route path={paths.pricing} element={page(pages.PricingPage)} />
        <Route path={paths.subscriptionSuccess} element={page(pages.SubscriptionSuccessPage)} />
        <Route path={paths.privacyPolicy} element={page(pages.PrivacyPolicyPage)} />
        <Route path={paths.termsOfService} element={page(pages.TermsOfServicePage)} />
        <Route path={paths.accessibility} element={page(pages.AccessibilityStatementPage)} />
        <Route path={paths.resetPassword} element={page(pages.ResetPasswordPage)} />
        <Route path={paths.confirmEmail} element={page(pages.ConfirmEmailPage)} />
        <Route path={paths.verifyEmail} element={page(pages.VerifyEmailPage)} />
        <Route path={paths.debugAuth} element={page(pages.DebugAuthPage)} />
        <Route path={paths.shared} element={page(pages.SharedPage)} />
        <Route element={<RequireSignIn />}>
          <Route path={paths.dashboard} element={page(pages.DashboardPage)} />
          <Route path={paths.user} element={page(pages.ProfilePage)} />
          <Route path={paths.accountDelete} element={page(pages.AccountDeletePage)} />
          <Route path={paths.logs} element={page(pages.EntriesPage)} />
          <Route path={paths.analytics} element={page(pages.AnalyticsPage)} />
          <Route path={paths.analyticsSummary} element={page(pages.AnalyticsSummaryRoute)} />
          <Route path={`${paths.experiments}/*`} element={page(pages.ExperimentsRoute)} />
          <Route path={paths.settings} element={page(pages.SettingsPage)} />
          <Route element={<StaffOnly />}>
            <Route path={paths.adminUsageReports} element={page(pages.UsageReportsPage)} />
          </Route>
        </Route>
        <Route path="*" element={<Navigate to={paths.home} replace />} />
      </Route>
    </Routes>
  );
}
