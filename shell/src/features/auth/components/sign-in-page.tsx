import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useSearchParams } from '@market/router';
import { messageOf } from '@market/api-client';
import type { TwoFactorRequiredJson } from '@market/contracts';
import { toast, usePageMeta } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { useFinishSignIn, useSignIn } from '../api/sign-in';
import { getSecondStep, signInWithPasskey } from '../api/second-factor';
import { SecondFactorForm } from './second-factor-form';
import { signInErrorText } from '../sign-in-errors';
import { useAuthForm } from '../use-auth-form';
import { validateSignIn } from '../validation';
import { AuthCard } from './auth-card';
import { PasswordField } from '@/components/form/password-field';
import { SocialButtons } from './social-buttons';
import { TextField } from '@/components/form/text-field';

export function SignInPage() {
  usePageMeta('Sign In', `Sign in to your ${BRAND_NAME} account.`);
  const signIn = useSignIn();
  const [secondStep, setSecondStep] = useState<TwoFactorRequiredJson | null>(null);
  const { values, errors, busy, setBusy, field, submit } = useAuthForm(
    { username: '', password: '' },
    validateSignIn,
    async (filled) => {
      const outcome = await signIn(filled);
      if (typeof outcome === 'object') setSecondStep(outcome);
      return outcome === true;
    },
  );
  // A failed social sign-in comes back here with an error code (never a text) in ?error=.
  const [params] = useSearchParams();
  const socialError = signInErrorText(params.get('error'), params.get('provider'));
  const finish = useFinishSignIn();
  // Back from Google or GitHub for an account with a second factor: ask for it here.
  const resumeSecondStep = params.get('step') === '2fa';
  useEffect(() => {
    if (!resumeSecondStep) return;
    getSecondStep().then(setSecondStep, () => toast.error('This sign-in has expired. Please sign in again.'));
  }, [resumeSecondStep]);

  const passkey = async () => {
    setBusy(true);
    try {
      finish(await signInWithPasskey());
    } catch (error) {
      toast.error(messageOf(error, 'Sign-in with a passkey failed. Please try again.'));
      setBusy(false);
    }
  };

  if (secondStep) {
    return (
      <AuthCard title="Welcome Back">
        <SecondFactorForm step={secondStep} />
      </AuthCard>
    );
  }

  return (
    <AuthCard title="Welcome Back">
      {socialError && <Alert variant="danger">{socialError}</Alert>}
      <Form noValidate onSubmit={submit}>
        <fieldset disabled={busy}>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={values.username}
            error={errors.username}
            onChange={field('username')}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password}
            onChange={field('password')}
          />
          <div className="mb-3 text-end">
            <Link to="/auth/forgot-password">Forgot Password?</Link>
          </div>
          <Button type="submit" className="w-100">
            Sign In
          </Button>
        </fieldset>
      </Form>
      <Button variant="outline-secondary" className="w-100 mt-3" disabled={busy} onClick={passkey}>
        Continue with a passkey
      </Button>
      <SocialButtons />
      <p className="mt-4 mb-0 text-center">
        New here? <Link to="/auth/sign-up">Create an account</Link>
      </p>
    </AuthCard>
  );
}
