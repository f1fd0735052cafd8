import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Form from 'react-bootstrap/Form';
import { defineMessages, FormattedMessage, useIntl, type IntlShape } from 'react-intl';
import { Link, useNavigate, useParams } from '@market/router';
import { ApiError } from '@market/api-client';
import { errorTextIn, LoadingBlock, toast, useLoad, usePageMeta } from '@market/ui';
import { acceptInvitation, getInvitation } from '../api/accept-invitation';
import { usernameRequired, validateReset } from '../validation';
import { useAlertForm } from '../use-auth-form';
import { AuthCard } from './auth-card';
import { AuthForm } from './auth-form';
import { NewPasswordFields } from '@/components/form/new-password-fields';

const messages = defineMessages({
  title: { id: 'shell.auth.joinTeam', defaultMessage: 'Join the team' },
  linkUsed: {
    id: 'shell.auth.inviteUsed',
    defaultMessage: 'This invitation has already been used or has expired. Ask the shop owner for a new one.',
  },
  linkInvalid: { id: 'shell.auth.inviteInvalid', defaultMessage: 'This invitation link is not valid.' },
  welcome: { id: 'shell.auth.welcomeToTeam', defaultMessage: 'Welcome to the team!' },
  acceptFailed: { id: 'shell.auth.inviteAcceptFailed', defaultMessage: 'Could not accept the invitation.' },
  checking: { id: 'shell.auth.inviteChecking', defaultMessage: 'Checking the invitation…' },
  username: { id: 'shell.auth.username', defaultMessage: 'Username' },
  password: { id: 'shell.auth.password', defaultMessage: 'Password' },
  processing: { id: 'shell.auth.processing', defaultMessage: 'Processing...' },
});

/** Why a link cannot be used, in words: 410 used or expired, else unknown. */
function linkProblem(error: unknown, intl: IntlShape): string {
  return error instanceof ApiError && error.status === 410
    ? intl.formatMessage(messages.linkUsed)
    : intl.formatMessage(messages.linkInvalid);
}

/** /auth/accept-invite/:token: a staff invitation; choose a username and password to join. */
export function AcceptInvitePage() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage(messages.title));
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const { state } = useLoad(token, getInvitation);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const { error, busy, submit } = useAlertForm(
    () => (username.trim() === '' ? usernameRequired(intl) : validateReset(password, confirm, intl)),
    async () => {
      await acceptInvitation(token, { username: username.trim(), password });
      toast.success(intl.formatMessage(messages.welcome));
      navigate('/admin', { replace: true });
    },
    (failure) =>
      failure instanceof ApiError && failure.status === 410
        ? linkProblem(failure, intl)
        : errorTextIn(intl, failure, intl.formatMessage(messages.acceptFailed)),
  );

  return (
    <AuthCard title={intl.formatMessage(messages.title)}>
      {state.status === 'loading' && <LoadingBlock label={intl.formatMessage(messages.checking)} />}
      {state.status === 'error' && (
        <>
          <Alert variant="warning">{linkProblem(state.error, intl)}</Alert>
          <Link to="/auth/sign-in">
            <FormattedMessage id="shell.auth.signInLink" defaultMessage="Sign in" />
          </Link>
        </>
      )}
      {state.status === 'ready' && (
        <>
          <p>
            <FormattedMessage
              id="shell.auth.invitedAs"
              defaultMessage="You are invited as <strong>{role, select, owner {owner} manager {manager} fulfilment {fulfilment} support {support} finance {finance} other {{role}}}</strong> with <strong>{email}</strong>. Choose a username and a password."
              values={{
                role: state.data.role,
                email: state.data.email,
                strong: (chunks) => <strong>{chunks}</strong>,
              }}
            />
          </p>
          {error && <Alert variant="danger">{error}</Alert>}
          <AuthForm
            busy={busy}
            onSubmit={submit}
            submitLabel={intl.formatMessage(busy ? messages.processing : messages.title)}
          >
            <Form.Group className="mb-3" controlId="invite-username">
              <Form.Label>{intl.formatMessage(messages.username)}</Form.Label>
              <Form.Control
                name="username"
                autoComplete="username"
                value={username}
                onChange={(event) => setUsername(event.target.value)}
              />
            </Form.Group>
            <NewPasswordFields
              label={intl.formatMessage(messages.password)}
              password={password}
              confirm={confirm}
              onPassword={setPassword}
              onConfirm={setConfirm}
            />
          </AuthForm>
        </>
      )}
    </AuthCard>
  );
}
