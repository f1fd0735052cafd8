import { lazy, type ReactNode } from 'react';
import { Route, routeSet, RouteSetRoutes } from '@market/router';
import type { RouteAccess } from '@market/contracts';
import { BrowserOnly } from '@market/ui';
import { RouteGuard } from '@/routing';
import { AuthLayout } from './layout/auth-layout';
import { MainLayout } from './layout/main-layout';
import { HomeRoute } from './home-route';
import { RemoteRoute } from './remote-route';

// Everything but the home page loads on demand, to keep a visitor's first load small.
const auth = () => import('@/features/auth');
const pages = () => import('@/features/static-pages');
const profile = () => import('@/features/profile');
const yourData = () => import('@/features/your-data');
const SignInPage = lazy(() => auth().then((m) => ({ default: m.SignInPage })));
const SignUpPage = lazy(() => auth().then((m) => ({ default: m.SignUpPage })));
const ForgotPasswordPage = lazy(() => auth().then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => auth().then((m) => ({ default: m.ResetPasswordPage })));
const AcceptInvitePage = lazy(() => auth().then((m) => ({ default: m.AcceptInvitePage })));
const VerifyEmailPage = lazy(() => auth().then((m) => ({ default: m.VerifyEmailPage })));
const UpdatePasswordPage = lazy(() => auth().then((m) => ({ default: m.UpdatePasswordPage })));
const SocialCallbackPage = lazy(() => auth().then((m) => ({ default: m.SocialCallbackPage })));
const AboutPage = lazy(() => pages().then((m) => ({ default: m.AboutPage })));
const PrivacyPage = lazy(() => pages().then((m) => ({ default: m.PrivacyPage })));
const TermsPage = lazy(() => pages().then((m) => ({ default: m.TermsPage })));
const ProfilePage = lazy(() => profile().then((m) => ({ default: m.ProfilePage })));
const SettingsPage = lazy(() => profile().then((m) => ({ default: m.SettingsPage })));
const SecurityPage = lazy(() => profile().then((m) => ({ default: m.SecurityPage })));
const YourDataSection = lazy(() => yourData().then((m) => ({ default: m.YourDataSection })));
const AccountDeletedPage = lazy(() => yourData().then((m) => ({ default: m.AccountDeletedPage })));

/** A screen the API answers with the plain shell (sign-in forms and account pages): drawn in the browser. */
const browserOnly = (screen: ReactNode) => <BrowserOnly>{screen}</BrowserOnly>;

/** A browser-only screen that RouteGuard keeps to those `access` lets in (others are sent on). */
const guarded = (access: RouteAccess, screen: ReactNode, { enrolment }: { enrolment?: boolean } = {}) =>
  browserOnly(
    <RouteGuard access={access} enrolment={enrolment}>
      {screen}
    </RouteGuard>,
  );

/**
 * The shell's own screens; every other path goes to its remote or the not-found page. The home
 * page and the static pages are rendered on the server too.
 */
const SHELL_ROUTES = routeSet(
  <>
    <Route path="/auth" element={browserOnly(<AuthLayout />)}>
      <Route path="sign-in" element={<SignInPage />} />
      <Route path="sign-up" element={<SignUpPage />} />
      <Route path="forgot-password" element={<ForgotPasswordPage />} />
      <Route path="reset-password/:token" element={<ResetPasswordPage />} />
      <Route path="verify-email/:token" element={<VerifyEmailPage />} />
      <Route path="accept-invite/:token" element={<AcceptInvitePage />} />
    </Route>
    <Route element={<MainLayout />}>
      <Route index element={<HomeRoute />} />
      <Route path="/about" element={<AboutPage />} />
      <Route path="/privacy" element={<PrivacyPage />} />
      <Route path="/terms" element={<TermsPage />} />
      <Route path="/auth/google/callback" element={browserOnly(<SocialCallbackPage />)} />
      <Route path="/auth/github/callback" element={browserOnly(<SocialCallbackPage />)} />
      <Route path="/profile/:id" element={browserOnly(<ProfilePage />)} />
      <Route
        path="/settings"
        element={guarded(
          'user',
          <SettingsPage>
            <YourDataSection />
          </SettingsPage>,
        )}
      />
      <Route path="/account-deleted" element={browserOnly(<AccountDeletedPage />)} />
      <Route path="/settings/security" element={guarded('user', <SecurityPage />)} />
      <Route path="/update-password" element={guarded('user', <UpdatePasswordPage />)} />
      <Route path="/admin/profile/:id" element={guarded('admin', <ProfilePage />)} />
      <Route path="/admin/settings" element={guarded('admin', <SettingsPage />)} />
      <Route
        path="/admin/settings/security"
        element={guarded('admin', <SecurityPage />, { enrolment: true })}
      />
      <Route path="*" element={<RemoteRoute />} />
    </Route>
  </>,
);

export function AppRoutes() {
  return <RouteSetRoutes set={SHELL_ROUTES} />;
}
