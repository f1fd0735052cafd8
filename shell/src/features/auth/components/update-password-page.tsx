import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { messageOf } from '@market/api-client';
import { usePageMeta } from '@market/ui';
import { updatePassword } from '../api/update-password';
import { validatePasswordChange } from '../validation';
import { AuthCard } from './auth-card';
import { PasswordField } from '@/components/form/password-field';

/** Server messages about a wrong password (or the generic failure) are shown as errors. */
export function isErrorMessage(text: string): boolean {
  return /incorrect/i.test(text) || text.includes('Something went wrong');
}

export function UpdatePasswordPage() {
  usePageMeta('Change Password');
  const [oldPassword, setOldPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [message, setMessage] = useState<{ text: string; failed: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validatePasswordChange(oldPassword, newPassword);
    if (invalid) {
      setMessage({ text: invalid, failed: true });
      return;
    }
    setBusy(true);
    try {
      const answer = await updatePassword(oldPassword, newPassword);
      const text = answer?.message || 'Password updated successfully';
      setMessage({ text, failed: isErrorMessage(text) });
      setOldPassword('');
      setNewPassword('');
    } catch (failure) {
      setMessage({ text: messageOf(failure, 'Something went wrong'), failed: true });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="page-narrow">
      <AuthCard title="Change Password">
        <Alert variant="info" className="small">
          Accounts that sign in with Google cannot change their password here.
        </Alert>
        {message && <Alert variant={message.failed ? 'danger' : 'success'}>{message.text}</Alert>}
        <Form noValidate onSubmit={submit}>
          <fieldset disabled={busy}>
            <PasswordField
              label="Old Password"
              name="oldPassword"
              autoComplete="current-password"
              value={oldPassword}
              onChange={setOldPassword}
              toggle
            />
            <PasswordField
              label="New Password"
              name="newPassword"
              autoComplete="new-password"
              value={newPassword}
              onChange={setNewPassword}
              toggle
            />
            <Button type="submit" className="w-100">
              {busy ? 'Updating...' : 'Update Password'}
            </Button>
          </fieldset>
        </Form>
      </AuthCard>
    </div>
  );
}
