import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { FormattedMessage, useIntl } from 'react-intl';
import { apiRequest } from '@market/api-client';
import { errorTextIn } from '@market/ui';

/** Shown in Settings while the account's e-mail address is unverified, with a way to get a new link. */
export function VerifyEmailNote() {
  const intl = useIntl();
  const [state, setState] = useState<{ busy: boolean; message?: string; ok?: boolean }>({ busy: false });

  const resend = async () => {
    setState({ busy: true });
    try {
      const answer = await apiRequest<{ message: string }>('/auth/verify-email', { method: 'POST' });
      setState({ busy: false, ok: true, message: answer.message });
    } catch (error) {
      setState({
        busy: false,
        ok: false,
        message: errorTextIn(
          intl,
          error,
          intl.formatMessage({
            id: 'shell.profile.verifyResendFailed',
            defaultMessage: 'Could not send a new link.',
          }),
        ),
      });
    }
  };

  return (
    <Alert variant={state.ok === false ? 'danger' : 'warning'} className="small">
      {state.message ??
        intl.formatMessage({
          id: 'shell.profile.verifyNote',
          defaultMessage: 'Your e-mail address is not verified yet: open the link we mailed you.',
        })}{' '}
      {state.ok === undefined && (
        <Button
          variant="link"
          size="sm"
          className="p-0 align-baseline alert-link"
          disabled={state.busy}
          onClick={resend}
        >
          <FormattedMessage id="shell.profile.verifyResend" defaultMessage="Send a new link" />
        </Button>
      )}
    </Alert>
  );
}
