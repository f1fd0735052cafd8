export { SignInPage } from './components/sign-in-page';
export { SignUpPage } from './components/sign-up-page';
export { ForgotPasswordPage } from './components/forgot-password-page';
export { ResetPasswordPage } from './components/reset-password-page';
export { VerifyEmailPage } from './components/verify-email-page';
export { UpdatePasswordPage } from './components/update-password-page';
export { SocialCallbackPage } from './components/social-callback-page';
export { useLogout } from './api/logout';
