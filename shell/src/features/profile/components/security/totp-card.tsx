import { useId, useState, type FormEvent } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { TotpSetupJson, TwoFactorStatusJson } from '@market/contracts';
import { toast } from '@market/ui';
import { disableTotp, enableTotp, setUpTotp } from '../../api/security';
import { useAction } from './use-action';
import { RecoveryCodes } from './recovery-codes';

const messages = defineMessages({
  turnedOn: { id: 'shell.security.totpTurnedOn', defaultMessage: 'Two-step verification is on.' },
  turnedOff: { id: 'shell.security.totpTurnedOff', defaultMessage: 'The authenticator app is off.' },
  codeOrRecovery: { id: 'shell.security.totpCodeOrRecovery', defaultMessage: 'Code or recovery code' },
  sixDigits: { id: 'shell.security.totpSixDigits', defaultMessage: '6-digit code' },
  on: { id: 'shell.security.totpOn', defaultMessage: 'On' },
  off: { id: 'shell.security.totpOff', defaultMessage: 'Off' },
  qrAlt: { id: 'shell.security.totpQrAlt', defaultMessage: 'QR code for your authenticator app' },
});

interface Props {
  status: TwoFactorStatusJson;
  hasPassword: boolean;
  /** After a change: read the status again. */
  onChange: () => void;
}

/** The authenticator app (TOTP): set up with the QR code, turn on with a code, turn off. */
export function TotpCard({ status, hasPassword, onChange }: Props) {
  const [setup, setSetup] = useState<TotpSetupJson | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const { busy, run } = useAction();
  const intl = useIntl();
  const codeId = useId();
  const passwordId = useId();
  // On from the moment the codes are shown (the status is read again when they are put away).
  const on = status.totp || codes !== null;

  const start = () => run(async () => setSetup(await setUpTotp()));
  const turnOn = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      const { recoveryCodes } = await enableTotp(code.trim());
      setSetup(null);
      setCode('');
      setCodes(recoveryCodes);
      toast.success(intl.formatMessage(messages.turnedOn));
    });
  };
  const turnOff = (event: FormEvent) => {
    event.preventDefault();
    return run(async () => {
      await disableTotp({ code: code.trim(), ...(hasPassword ? { password } : {}) });
      setCode('');
      setPassword('');
      toast.success(intl.formatMessage(messages.turnedOff));
      onChange();
    });
  };

  const codeField = (
    <Form.Group className="mb-3">
      <Form.Label htmlFor={codeId}>
        {intl.formatMessage(status.totp ? messages.codeOrRecovery : messages.sixDigits)}
      </Form.Label>
      <Form.Control
        id={codeId}
        name="code"
        value={code}
        inputMode={status.totp ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        onChange={(event) => setCode(event.target.value)}
      />
    </Form.Group>
  );

  return (
    <Card className="shadow-sm mt-4">
      <Card.Body className="p-4">
        <div className="d-flex align-items-center gap-2 mb-2">
          <h2 className="h5 mb-0 me-auto">
            <FormattedMessage id="shell.security.totpHeading" defaultMessage="Authenticator app" />
          </h2>
          <Badge bg={on ? 'success' : 'secondary'}>
            {intl.formatMessage(on ? messages.on : messages.off)}
          </Badge>
        </div>
        {codes ? (
          <RecoveryCodes
            codes={codes}
            onDone={() => {
              setCodes(null);
              onChange();
            }}
          />
        ) : status.totp ? (
          <Form onSubmit={turnOff}>
            <fieldset disabled={busy}>
              <p className="small text-body-secondary">
                <FormattedMessage
                  id="shell.security.totpStatus"
                  defaultMessage="Sign-ins ask for a code from your app. {left} of {total} recovery codes left."
                  values={{ left: status.recoveryCodesLeft, total: 10 }}
                />
              </p>
              {hasPassword && (
                <Form.Group className="mb-3">
                  <Form.Label htmlFor={passwordId}>
                    <FormattedMessage id="shell.security.password" defaultMessage="Password" />
                  </Form.Label>
                  <Form.Control
                    id={passwordId}
                    type="password"
                    name="password"
                    autoComplete="current-password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                </Form.Group>
              )}
              {codeField}
              <Button type="submit" variant="outline-danger">
                <FormattedMessage id="shell.security.totpTurnOff" defaultMessage="Turn off" />
              </Button>
            </fieldset>
          </Form>
        ) : setup ? (
          <Form onSubmit={turnOn}>
            <fieldset disabled={busy}>
              <p className="small">
                <FormattedMessage
                  id="shell.security.totpScan"
                  defaultMessage="Scan this QR code with your authenticator app, then enter the code it shows."
                />
              </p>
              <img
                className="totp-qr bg-white p-2 rounded border mb-2"
                src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qrSvg)}`}
                alt={intl.formatMessage(messages.qrAlt)}
                width={176}
                height={176}
              />
              <p className="small mb-3">
                <FormattedMessage
                  id="shell.security.totpKey"
                  defaultMessage="Or type this key: <code>{secret}</code>"
                  values={{
                    secret: setup.secret,
                    code: (chunks) => <code data-testid="totp-secret">{chunks}</code>,
                  }}
                />
              </p>
              {codeField}
              <Button type="submit">
                <FormattedMessage id="shell.security.totpTurnOn" defaultMessage="Turn on" />
              </Button>
            </fieldset>
          </Form>
        ) : (
          <>
            <p className="small text-body-secondary">
              <FormattedMessage
                id="shell.security.totpIntro"
                defaultMessage="Use an app such as Google Authenticator, 1Password or Aegis for a code at each sign-in."
              />
            </p>
            <Button onClick={start} disabled={busy}>
              <FormattedMessage id="shell.security.totpSetUp" defaultMessage="Set up authenticator app" />
            </Button>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
