import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useNavigate, useParams } from '@market/router';
import { messageOf } from '@market/api-client';
import { toast, usePageMeta } from '@market/ui';
import { resetPassword } from '../api/reset-password';
import { validateReset } from '../validation';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from '@/components/form/new-password-fields';

export function ResetPasswordPage() {
  usePageMeta('Reset Password');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = validateReset(password, confirm);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      const answer = await resetPassword(token, password);
      toast.success(answer?.message || 'Password reset successful!');
      navigate('/auth/sign-in', { replace: true });
    } catch (failure) {
      setError(messageOf(failure, 'An error occurred!'));
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Reset Password">
      {error && <Alert variant="danger">{error}</Alert>}
      <Form noValidate onSubmit={submit}>
        <fieldset disabled={busy}>
          <NewPasswordFields
            label="New Password"
            password={password}
            confirm={confirm}
            onPassword={setPassword}
            onConfirm={setConfirm}
          />
          <Button type="submit" className="w-100">
            {busy ? 'Processing...' : 'Reset Password'}
          </Button>
        </fieldset>
      </Form>
    </AuthCard>
  );
}
