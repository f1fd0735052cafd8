import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Container from 'react-bootstrap/Container';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { refreshSession, useAuthUser } from '@market/api-client';
import { LoadingBlock, useLoad, usePageMeta } from '@market/ui';
import { getTwoFactor } from '../../api/security';
import { PasskeysCard } from './passkeys-card';
import { SessionsCard } from './sessions-card';
import { TotpCard } from './totp-card';

const loadTwoFactor = () => getTwoFactor();

const messages = defineMessages({
  title: { id: 'shell.security.title', defaultMessage: 'Security' },
  loading: { id: 'shell.security.loading', defaultMessage: 'Loading security settings' },
});

/** /settings/security and /admin/settings/security: the second factor and the sessions list. */
export function SecurityPage() {
  const intl = useIntl();
  usePageMeta(intl.formatMessage(messages.title));
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
      <h1 className="h3 mb-2">{intl.formatMessage(messages.title)}</h1>
      <p className="text-body-secondary">
        <FormattedMessage
          id="shell.security.intro"
          defaultMessage="Two-step verification, passkeys and the browsers signed in to your account."
        />
      </p>
      {state.status === 'loading' && <LoadingBlock inline label={intl.formatMessage(messages.loading)} />}
      {state.status === 'error' && (
        <Alert variant="danger">
          <FormattedMessage
            id="shell.security.loadFailed"
            defaultMessage="Failed to load your security settings."
          />
        </Alert>
      )}
      {state.status === 'ready' && (
        <>
          {state.data.enrolmentRequired && (
            <Alert variant="warning">
              <FormattedMessage
                id="shell.security.enrolmentRequired"
                defaultMessage="Staff accounts need a second factor: set up an authenticator app or add a passkey to continue."
              />
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
