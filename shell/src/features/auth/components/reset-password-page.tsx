import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import { defineMessages, useIntl } from 'react-intl';
import { useNavigate, useParams } from '@market/router';
import { errorTextIn, toast, usePageMeta } from '@market/ui';
import { resetPassword } from '../api/reset-password';
import { validateReset } from '../validation';
import { useAlertForm } from '../use-auth-form';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
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
  const { error, busy, submit } = useAlertForm(
    () => validateReset(password, confirm, intl),
    async () => {
      const answer = await resetPassword(token, password);
      toast.success(answer?.message || intl.formatMessage(messages.done));
      navigate('/auth/sign-in', { replace: true });
    },
    (failure) => errorTextIn(intl, failure, intl.formatMessage(messages.failed)),
  );

  return (
    <AuthCard title={intl.formatMessage(messages.title)}>
      {error && <Alert variant="danger">{error}</Alert>}
      <AuthForm
        busy={busy}
        onSubmit={submit}
        submitLabel={intl.formatMessage(busy ? messages.processing : messages.title)}
      >
        <NewPasswordFields
          label={intl.formatMessage(messages.newPassword)}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
        />
      </AuthForm>
    </AuthCard>
  );
}
