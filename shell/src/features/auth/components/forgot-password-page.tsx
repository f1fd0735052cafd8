import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link } from '@market/router';
import { messageOf } from '@market/api-client';
import { useFieldErrors, usePageMeta } from '@market/ui';
import { requestPasswordReset } from '../api/forgot-password';
import { validateEmail } from '../validation';
import { AuthCard } from './auth-card';
import { TextField } from '@/components/form/text-field';

type Outcome = { kind: 'success' | 'danger'; text: string } | null;

const checkEmail = (values: { email: string }) => ({ email: validateEmail(values.email) });

export function ForgotPasswordPage() {
  usePageMeta('Forgot Password');
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
      setOutcome({ kind: 'success', text: answer?.message || 'Password reset email sent!' });
    } catch (failure) {
      setOutcome({ kind: 'danger', text: messageOf(failure, 'An error occurred!') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Forgot Password">
      <p className="text-body-secondary">
        Enter the email of your account and we will send you a link to choose a new password.
      </p>
      {outcome && <Alert variant={outcome.kind}>{outcome.text}</Alert>}
      <Form noValidate onSubmit={submit}>
        <fieldset disabled={busy}>
          <TextField
            label="Email"
            name="email"
            type="email"
            autoComplete="email"
            value={email}
            error={errors.email}
            onChange={setEmail}
          />
          <Button type="submit" className="w-100">
            {busy ? 'Submitting...' : 'Submit'}
          </Button>
        </fieldset>
      </Form>
      <p className="mt-4 mb-0 text-center">
        <Link to="/auth/sign-in">Back to sign in</Link>
      </p>
    </AuthCard>
  );
}
