import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from '@market/router';
import { apiRequest } from '@market/api-client';
import { errorTextIn, usePageMeta } from '@market/ui';
import { AuthCard } from './auth-card';

type State =
  { status: 'working' } | { status: 'done'; message: string } | { status: 'failed'; error: unknown };

const messages = defineMessages({
  title: { id: 'shell.auth.verifyEmailTitle', defaultMessage: 'Verify E-mail' },
  invalid: {
    id: 'shell.auth.verifyEmailInvalid',
    defaultMessage: 'This verification link is invalid or has expired.',
  },
});

/** The page of the link mailed at registration and e-mail change: it confirms the address. */
export function VerifyEmailPage() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage(messages.title));
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'working' });

  useEffect(() => {
    let live = true;
    apiRequest<{ message: string }>(`/auth/verify-email/${encodeURIComponent(token)}`, {
      method: 'POST',
    }).then(
      (answer) => live && setState({ status: 'done', message: answer.message }),
      // Worded at render, in the page's language.
      (error) => live && setState({ status: 'failed', error }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <AuthCard title={intl.formatMessage(messages.title)}>
      {state.status === 'working' ? (
        <div className="text-center" role="status">
          <Spinner animation="border" size="sm" />{' '}
          <FormattedMessage
            id="shell.auth.verifyEmailWorking"
            defaultMessage="Confirming your e-mail address..."
          />
        </div>
      ) : (
        <>
          <Alert variant={state.status === 'done' ? 'success' : 'danger'}>
            {state.status === 'failed'
              ? errorTextIn(intl, state.error, intl.formatMessage(messages.invalid))
              : state.message}
          </Alert>
          <p className="mb-0 text-center">
            <Link to="/settings">
              <FormattedMessage id="shell.auth.goToSettings" defaultMessage="Go to Settings" />
            </Link>{' '}
            ·{' '}
            <Link to="/">
              <FormattedMessage id="shell.auth.home" defaultMessage="Home" />
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
