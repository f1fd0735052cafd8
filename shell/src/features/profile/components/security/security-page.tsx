import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { refreshSession, useAuthUser } from '@market/api-client';
import { LoadingBlock, useLoad, usePageMeta } from '@market/ui';
import { getTwoFactor } from '../../api/security';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';
import { TotpCard } from './totp-card';

const loadTwoFactor = () => getTwoFactor();

/** /settings/security and /admin/settings/security: the second factor and the sessions list. */
export function SecurityPage() {
  usePageMeta('Security');
  const me = useAuthUser();
  const { state, reload } = useLoad(me?.id, loadTwoFactor);
  // A factor change ends the other sessions: the list below is read again.
  const [version, setVersion] = useState(0);
  const changed = () => {
    reload();
    setVersion((n) => n + 1);
    // A staff member's enrolment flag (and so where the admin links lead) follows the change.
    void refreshSession();
  };
  return (
    <Container className="py-5 page-narrow">
      <h1 className="h3 mb-2">Security</h1>
      <p className="text-body-secondary">
        Two-step verification, passkeys and the browsers signed in to your account.
      </p>
      {state.status === 'loading' && <LoadingBlock inline label="Loading security settings" />}
      {state.status === 'error' && <Alert variant="danger">Failed to load your security settings.</Alert>}
      {state.status === 'ready' && (
        <>
          {state.data.enrolmentRequired && (
            <Alert variant="warning">
              Staff accounts need a second factor: set up an authenticator app or add a passkey to continue.
            </Alert>
          )}
          <TotpCard status={state.data} hasPassword={me?.hasPassword !== false} onChange={changed} />
          <PasskeysCard passkeys={state.data.passkeys} onChange={changed} />
        </>
      )}
      <SessionsCard version={version} />
    </Container>
  );
}
