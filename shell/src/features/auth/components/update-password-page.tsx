import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { errorTextIn, usePageMeta } from '@market/ui';
import { updatePassword } from '../api/update-password';
import { validatePasswordChange } from '../validation';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { PasswordField } from '@/components/form/password-field';

/** Server messages about a wrong password (or the generic failure) are shown as errors. */
export function isErrorMessage(text: string): boolean {
  return /incorrect/i.test(text) || text.includes('Something went wrong');
}

const messages = defineMessages({
  title: { id: 'shell.auth.changePasswordTitle', defaultMessage: 'Change Password' },
  updated: { id: 'shell.auth.passwordUpdated', defaultMessage: 'Password updated successfully' },
  failed: { id: 'shell.auth.somethingWentWrong', defaultMessage: 'Something went wrong' },
  oldPassword: { id: 'shell.auth.oldPassword', defaultMessage: 'Old Password' },
  newPassword: { id: 'shell.auth.newPassword', defaultMessage: 'New Password' },
  updating: { id: 'shell.auth.updating', defaultMessage: 'Updating...' },
  update: { id: 'shell.auth.updatePassword', defaultMessage: 'Update Password' },
});

export function UpdatePasswordPage() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage(messages.title));
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePasswordChange(oldPassword, newPassword, intl);
    if (invalid) {
      setMessage({ text: invalid, failed: true });
      return;
    }
    setBusy(true);
    try {
      const answer = await updatePassword(oldPassword, newPassword);
      const text = answer?.message;
      setMessage(
        text
          ? { text, failed: isErrorMessage(text) }
          : { text: intl.formatMessage(messages.updated), failed: false },
      );
      setOldPassword('');
      setNewPassword('');
    } catch (failure) {
      setMessage({ text: errorTextIn(intl, failure, intl.formatMessage(messages.failed)), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page-narrow">
      <AuthCard title={intl.formatMessage(messages.title)}>
        <Alert variant="info" className="small">
          <FormattedMessage
            id="shell.auth.googleNoPassword"
            defaultMessage="Accounts that sign in with Google cannot change their password here."
          />
        </Alert>
        {message && <Alert variant={message.failed ? 'danger' : 'success'}>{message.text}</Alert>}
        <AuthForm
          busy={busy}
          onSubmit={submit}
          submitLabel={intl.formatMessage(busy ? messages.updating : messages.update)}
        >
          <PasswordField
            label={intl.formatMessage(messages.oldPassword)}
            name="oldPassword"
            autoComplete="current-password"
            value={oldPassword}
            onChange={setOldPassword}
            toggle
          />
          <PasswordField
            label={intl.formatMessage(messages.newPassword)}
            name="newPassword"
            autoComplete="new-password"
            value={newPassword}
            onChange={setNewPassword}
            toggle
          />
        </AuthForm>
      </AuthCard>
    </div>
  );
}
