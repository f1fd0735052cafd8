import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from '@market/router';
import { PASSWORD_RULE, USERNAME_RULE } from '@market/contracts';
import { usePageMeta } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { useSignUp, type SignUpValues } from '../api/sign-up';
import { useAuthForm } from '../use-auth-form';
import { validateSignUp } from '../validation';
import { AuthCard } from './auth-card';
import { CountrySelect } from '@/components/form/country-select';
import { ImageInput } from '@/components/form/image-input';
import { PasswordField } from '@/components/form/password-field';
import { SocialButtons } from './social-buttons';
import { TextField } from '@/components/form/text-field';

const EMPTY: SignUpValues = { username: '', email: '', password: '', country: '', picture: null };

export function SignUpPage() {
  usePageMeta('Sign Up', `Create a ${BRAND_NAME} account to order digital services.`);
  const { values, errors, setErrors, busy, field, submit } = useAuthForm(EMPTY, validateSignUp, (filled) =>
    signUp(filled),
  );
  const signUp = useSignUp(setErrors);

  return (
    <AuthCard title="Get Started">
      <Form noValidate onSubmit={submit}>
        <fieldset disabled={busy}>
          <TextField
            label="Username"
            name="username"
            autoComplete="username"
            value={values.username}
            error={errors.username}
            hint={USERNAME_RULE}
            onChange={field('username')}
          />
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            error={errors.email}
            onChange={field('email')}
          />
          <PasswordField
            label="Password"
            name="password"
            autoComplete="new-password"
            value={values.password}
            error={errors.password}
            hint={PASSWORD_RULE}
            onChange={field('password')}
          />
          <CountrySelect value={values.country} error={errors.country} onChange={field('country')} />
          <ImageInput label="Profile picture (optional)" error={errors.picture} onChange={field('picture')} />
          <Button type="submit" className="w-100">
            Sign Up
          </Button>
        </fieldset>
      </Form>
      <SocialButtons />
      <p className="mt-4 mb-0 text-center">
        Already have an account? <Link to="/auth/sign-in">Sign in</Link>
      </p>
    </AuthCard>
  );
}
