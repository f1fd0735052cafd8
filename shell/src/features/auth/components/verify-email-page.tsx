import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Spinner from 'react-bootstrap/Spinner';
import { Link, useParams } from '@market/router';
import { apiRequest, messageOf } from '@market/api-client';
import { usePageMeta } from '@market/ui';
import { AuthCard } from './auth-card';

type State = { status: 'working' } | { status: 'done' | 'failed'; message: string };

/** The page of the link mailed at registration and e-mail change: it confirms the address. */
export function VerifyEmailPage() {
  usePageMeta('Verify E-mail');
  const { token = '' } = useParams();
  const [state, setState] = useState<State>({ status: 'working' });

  useEffect(() => {
    let live = true;
    apiRequest<{ message: string }>(`/auth/verify-email/${encodeURIComponent(token)}`, {
      method: 'POST',
    }).then(
      (answer) => live && setState({ status: 'done', message: answer.message }),
      (error) =>
        live &&
        setState({
          status: 'failed',
          message: messageOf(error, 'This verification link is invalid or has expired.'),
        }),
    );
    return () => {
      live = false;
    };
  }, [token]);

  return (
    <AuthCard title="Verify E-mail">
      {state.status === 'working' ? (
        <div className="text-center" role="status">
          <Spinner animation="border" size="sm" /> Confirming your e-mail address...
        </div>
      ) : (
        <>
          <Alert variant={state.status === 'done' ? 'success' : 'danger'}>{state.message}</Alert>
          <p className="mb-0 text-center">
            <Link to="/settings">Go to Settings</Link> · <Link to="/">Home</Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
