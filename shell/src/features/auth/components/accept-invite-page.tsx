import { useState, type FormEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { Link, useNavigate, useParams } from '@market/router';
import { ApiError, messageOf } from '@market/api-client';
import { LoadingBlock, toast, useLoad, usePageMeta } from '@market/ui';
import { acceptInvitation, getInvitation } from '../api/accept-invitation';
import { validateReset } from '../validation';
import { AuthCard } from './auth-card';
import { NewPasswordFields } from '@/components/form/new-password-fields';

/** Why a link cannot be used, in words: 410 used or expired, else unknown. */
function linkProblem(error: unknown): string {
  return error instanceof ApiError && error.status === 410
    ? 'This invitation has already been used or has expired. Ask the shop owner for a new one.'
    : 'This invitation link is not valid.';
}

/** /auth/accept-invite/:token: a staff invitation; choose a username and password to join. */
export function AcceptInvitePage() {
  usePageMeta('Join the team');
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { state } = useLoad(token, getInvitation);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const invalid = username.trim() === '' ? 'Username is required' : validateReset(password, confirm);
    setError(invalid);
    if (invalid) return;
    setBusy(true);
    try {
      await acceptInvitation(token, { username: username.trim(), password });
      toast.success('Welcome to the team!');
      navigate('/admin', { replace: true });
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.status === 410
          ? linkProblem(failure)
          : messageOf(failure, 'Could not accept the invitation.'),
      );
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Join the team">
      {state.status === 'loading' && <LoadingBlock label="Checking the invitation…" />}
      {state.status === 'error' && (
        <>
          <Alert variant="warning">{linkProblem(state.error)}</Alert>
          <Link to="/auth/sign-in">Sign in</Link>
        </>
      )}
      {state.status === 'ready' && (
        <>
          <p>
            You are invited as <strong>{state.data.role}</strong> with <strong>{state.data.email}</strong>.
            Choose a username and a password.
          </p>
          {error && <Alert variant="danger">{error}</Alert>}
          <Form noValidate onSubmit={submit}>
            <fieldset disabled={busy}>
              <Form.Group className="mb-3" controlId="invite-username">
                <Form.Label>Username</Form.Label>
                <Form.Control
                  name="username"
                  autoComplete="username"
                  value={username}
                  onChange={(event) => setUsername(event.target.value)}
                />
              </Form.Group>
              <NewPasswordFields
                label="Password"
                password={password}
                confirm={confirm}
                onPassword={setPassword}
                onConfirm={setConfirm}
              />
              <Button type="submit" className="w-100">
                {busy ? 'Processing...' : 'Join the team'}
              </Button>
            </fieldset>
          </Form>
        </>
      )}
    </AuthCard>
  );
}
