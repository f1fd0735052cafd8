import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { defineMessages, type MessageDescriptor, FormattedMessage, useIntl } from 'react-intl';
import { Link, useSearchParams } from '@market/router';
import type { TwoFactorRequiredJson } from '@market/contracts';
import { errorTextIn, toast, usePageMeta } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { useFinishSignIn, useSignIn } from '../api/sign-in';
import { getSecondStep, signInWithPasskey } from '../api/second-factor';
import { SecondFactorForm } from './second-factor-form';
import { signInErrorText } from '../sign-in-errors';
import { useAuthForm } from '../use-auth-form';
import { validateSignIn } from '../validation';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { PasswordField } from '@/components/form/password-field';
import { SocialButtons } from './social-buttons';
import { UsernameField } from '@/components/form/text-field';

const messagesTyped = defineMessages({
  title: { id: 'shell.auth.signInTitle', defaultMessage: 'Sign In' },
  description: { id: 'shell.auth.signInDescription', defaultMessage: 'Sign in to your {brand} account.' },
  heading: { id: 'shell.auth.welcomeBack', defaultMessage: 'Welcome Back' },
  username: { id: 'shell.auth.username', defaultMessage: 'Username' },
  password: { id: 'shell.auth.password', defaultMessage: 'Password' },
  expired: {
    id: 'shell.auth.signInExpired',
    defaultMessage: 'This sign-in has expired. Please sign in again.',
  },
  passkeyFailed: {
    id: 'shell.auth.passkeySignInFailed',
    defaultMessage: 'Sign-in with a passkey failed. Please try again.',
  },
});
/** Values untyped: the messages take placeholders. */
const messages = messagesTyped as { [K in keyof typeof messagesTyped]: MessageDescriptor };

export function SignInPage() {
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage(messages.title),
    intl.formatMessage(messages.description, { brand: BRAND_NAME }),
  );
  const signIn = useSignIn();
  const [secondStep, setSecondStep] = useState<TwoFactorRequiredJson | null>(null);
  const { busy, setBusy, bind, submit } = useAuthForm(
    { username: '', password: '' },
    (filled) => validateSignIn(filled, intl),
    async (filled) => {
      const outcome = await signIn(filled);
      if (typeof outcome === 'object') setSecondStep(outcome);
      return outcome === true;
    },
  );
  // A failed social sign-in comes back here with an error code (never a text) in ?error=.
  const [params] = useSearchParams();
  const socialError = signInErrorText(params.get('error'), params.get('provider'), intl);
  const finish = useFinishSignIn();
  // Back from Google or GitHub for an account with a second factor: ask for it here.
  const resumeSecondStep = params.get('step') === '2fa';
  useEffect(() => {
    if (!resumeSecondStep) return;
    getSecondStep().then(setSecondStep, () => toast.error(intl.formatMessage(messages.expired)));
  }, [resumeSecondStep, intl]);

  const passkey = async () => {
    setBusy(true);
    try {
      finish(await signInWithPasskey());
    } catch (error) {
      toast.error(errorTextIn(intl, error, intl.formatMessage(messages.passkeyFailed)));
      setBusy(false);
    }
  };

  if (secondStep) {
    return (
      <AuthCard title={intl.formatMessage(messages.heading)}>
        <SecondFactorForm step={secondStep} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={intl.formatMessage(messages.heading)}>
      {socialError && <Alert variant="danger">{socialError}</Alert>}
      <AuthForm
        busy={busy}
        onSubmit={submit}
        submitLabel={<FormattedMessage id="shell.auth.signInButton" defaultMessage="Sign In" />}
      >
        <UsernameField label={intl.formatMessage(messages.username)} {...bind('username')} />
        <PasswordField
          label={intl.formatMessage(messages.password)}
          name="password"
          autoComplete="current-password"
          {...bind('password')}
        />
        <div className="mb-3 text-end">
          <Link to="/auth/forgot-password">
            <FormattedMessage id="shell.auth.forgotPasswordLink" defaultMessage="Forgot Password?" />
          </Link>
        </div>
      </AuthForm>
      <Button variant="outline-secondary" className="w-100 mt-3" disabled={busy} onClick={passkey}>
        <FormattedMessage id="shell.auth.continueWithPasskey" defaultMessage="Continue with a passkey" />
      </Button>
      <SocialButtons />
      <p className="mt-4 mb-0 text-center">
        <FormattedMessage
          id="shell.auth.newHere"
          defaultMessage="New here? <link>Create an account</link>"
          values={{ link: (chunks) => <Link to="/auth/sign-up">{chunks}</Link> }}
        />
      </p>
    </AuthCard>
  );
}
