import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useParams } from '@market/router';
import { errorTextIn, toast, usePageMeta } from '@market/ui';
import { resetPassword } from '../api/reset-password';
import { validateReset } from '../validation';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from '@/components/form/new-password-fields';

const messages = defineMessages({
  title: { id: 'shell.auth.resetPasswordTitle', defaultMessage: 'Reset Password' },
  done: { id: 'shell.auth.resetPasswordDone', defaultMessage: 'Password reset successful!' },
  failed: { id: 'shell.auth.errorOccurred', defaultMessage: 'An error occurred!' },
  newPassword: { id: 'shell.auth.newPassword', defaultMessage: 'New Password' },
  processing: { id: 'shell.auth.processing', defaultMessage: 'Processing...' },
});

export function ResetPasswordPage() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage(messages.title));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateReset(password, confirm, intl);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const answer = await resetPassword(token, password);
      toast.success(answer?.message || intl.formatMessage(messages.done));
      navigate('/auth/sign-in', { replace: true });
    } catch (failure) {
      setError(errorTextIn(intl, failure, intl.formatMessage(messages.failed)));
      setBusy(false);
    }
  };

  return (
    <AuthCard title={intl.formatMessage(messages.title)}>
      {error && <Alert variant="danger">{error}</Alert>}
      <Form noValidate onSubmit={submit}>
        <fieldset disabled={busy}>
          <NewPasswordFields
            label={intl.formatMessage(messages.newPassword)}
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
          />
          <Button type="submit" className="w-100">
            {intl.formatMessage(busy ? messages.processing : messages.title)}
          </Button>
        </fieldset>
      </Form>
    </AuthCard>
  );
}
