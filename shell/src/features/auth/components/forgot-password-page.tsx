import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link } from '@market/router';
import { errorTextIn, useFieldErrors, usePageMeta } from '@market/ui';
import { requestPasswordReset } from '../api/forgot-password';
import { validateEmail } from '../validation';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { EmailField } from '@/components/form/text-field';

type Outcome = { kind: 'success' | 'danger'; text: string } | null;

const messages = defineMessages({
  title: { id: 'shell.auth.forgotPasswordTitle', defaultMessage: 'Forgot Password' },
  sent: { id: 'shell.auth.resetEmailSent', defaultMessage: 'Password reset email sent!' },
  failed: { id: 'shell.auth.errorOccurred', defaultMessage: 'An error occurred!' },
  email: { id: 'shell.auth.email', defaultMessage: 'Email' },
  submitting: { id: 'shell.auth.submitting', defaultMessage: 'Submitting...' },
  submit: { id: 'shell.auth.submit', defaultMessage: 'Submit' },
});

export function ForgotPasswordPage() {
  const intl = useIntl();
  const checkEmail = (values: { email: string }) => ({ email: validateEmail(values.email, intl) });
  usePageMeta(intl.formatMessage(messages.title));
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useFieldErrors({ email }, checkEmail);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkEmail({ email });
    setErrors(found);
    if (found.email) return;
    setBusy(true);
    setOutcome(null);
    try {
      const answer = await requestPasswordReset(email.trim());
      setOutcome({ kind: 'success', text: answer?.message || intl.formatMessage(messages.sent) });
    } catch (failure) {
      setOutcome({ kind: 'danger', text: errorTextIn(intl, failure, intl.formatMessage(messages.failed)) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={intl.formatMessage(messages.title)}>
      <p className="text-body-secondary">
        <FormattedMessage
          id="shell.auth.forgotPasswordIntro"
          defaultMessage="Enter the email of your account and we will send you a link to choose a new password."
        />
      </p>
      {outcome && <Alert variant={outcome.kind}>{outcome.text}</Alert>}
      <AuthForm
        busy={busy}
        onSubmit={submit}
        submitLabel={intl.formatMessage(busy ? messages.submitting : messages.submit)}
      >
        <EmailField
          label={intl.formatMessage(messages.email)}
          value={email}
          error={errors.email}
          onChange={setEmail}
        />
      </AuthForm>
      <p className="mt-4 mb-0 text-center">
        <Link to="/auth/sign-in">
          <FormattedMessage id="shell.auth.backToSignIn" defaultMessage="Back to sign in" />
        </Link>
      </p>
    </AuthCard>
  );
}
