import { defineMessages, type MessageDescriptor, FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@market/router';
import { PASSWORD_MIN, USERNAME_MAX } from '@market/contracts';
import { usePageMeta } from '@market/ui';
import { BRAND_NAME } from '@/config/brand';
import { useSignUp, type SignUpValues } from '../api/sign-up';
import { useAuthForm } from '../use-auth-form';
import { validateSignUp } from '../validation';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { CountrySelect } from '@/components/form/country-select';
import { ImageInput } from '@/components/form/image-input';
import { PasswordField } from '@/components/form/password-field';
import { SocialButtons } from './social-buttons';
import { EmailField, UsernameField } from '@/components/form/text-field';

const EMPTY: SignUpValues = { username: '', email: '', password: '', country: '', picture: null };

const messagesTyped = defineMessages({
  title: { id: 'shell.auth.signUpTitle', defaultMessage: 'Sign Up' },
  description: {
    id: 'shell.auth.signUpDescription',
    defaultMessage: 'Create a {brand} account to order digital services.',
  },
  heading: { id: 'shell.auth.getStarted', defaultMessage: 'Get Started' },
  username: { id: 'shell.auth.username', defaultMessage: 'Username' },
  email: { id: 'shell.auth.email', defaultMessage: 'Email' },
  password: { id: 'shell.auth.password', defaultMessage: 'Password' },
  // The contracts' USERNAME_RULE and PASSWORD_RULE, in the page's language.
  usernameRule: {
    id: 'shell.auth.usernameRule',
    defaultMessage: 'Up to {max} letters, digits, dots, dashes or underscores.',
  },
  passwordRule: {
    id: 'shell.auth.passwordRule',
    defaultMessage: 'At least {min} characters, and not a common password.',
  },
  picture: { id: 'shell.auth.pictureOptional', defaultMessage: 'Profile picture (optional)' },
});
/** Values untyped: the messages take placeholders. */
const messages = messagesTyped as { [K in keyof typeof messagesTyped]: MessageDescriptor };

export function SignUpPage() {
  const intl = useIntl();
  usePageMeta(
    intl.formatMessage(messages.title),
    intl.formatMessage(messages.description, { brand: BRAND_NAME }),
  );
  const { errors, setErrors, busy, field, bind, submit } = useAuthForm(
    EMPTY,
    (filled) => validateSignUp(filled, intl),
    (filled) => signUp(filled),
  );
  const signUp = useSignUp(setErrors);

  return (
    <AuthCard title={intl.formatMessage(messages.heading)}>
      <AuthForm
        busy={busy}
        onSubmit={submit}
        submitLabel={<FormattedMessage id="shell.auth.signUpButton" defaultMessage="Sign Up" />}
      >
        <UsernameField
          label={intl.formatMessage(messages.username)}
          hint={intl.formatMessage(messages.usernameRule, { max: USERNAME_MAX })}
          {...bind('username')}
        />
        <EmailField label={intl.formatMessage(messages.email)} {...bind('email')} />
        <PasswordField
          label={intl.formatMessage(messages.password)}
          name="password"
          autoComplete="new-password"
          hint={intl.formatMessage(messages.passwordRule, { min: PASSWORD_MIN })}
          {...bind('password')}
        />
        <CountrySelect {...bind('country')} />
        <ImageInput
          label={intl.formatMessage(messages.picture)}
          error={errors.picture}
          onChange={field('picture')}
        />
      </AuthForm>
      <SocialButtons />
      <p className="mt-4 mb-0 text-center">
        <FormattedMessage
          id="shell.auth.haveAccount"
          defaultMessage="Already have an account? <link>Sign in</link>"
          values={{ link: (chunks) => <Link to="/auth/sign-in">{chunks}</Link> }}
        />
      </p>
    </AuthCard>
  );
}
