import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import type { TwoFactorRequiredJson } from '@market/contracts';
import { errorTextIn, toast } from '@market/ui';
import { finishSecondStep, passkeyAssertion } from '../api/second-factor';
import { SIGN_IN_MESSAGES, useFinishSignIn } from '../api/sign-in';

const SIX_DIGITS = /^\d{6}$/;
const RECOVERY_CODE = /^[a-z2-7]{5}-?[a-z2-7]{5}$/i;

const messages = defineMessages({
  sixDigits: {
    id: 'shell.auth.twoFactorSixDigits',
    defaultMessage: 'Enter the 6 digits your authenticator app shows.',
  },
  recoveryShape: {
    id: 'shell.auth.twoFactorRecoveryShape',
    defaultMessage: 'A recovery code looks like xxxxx-xxxxx.',
  },
  passkeyNotUsed: {
    id: 'shell.auth.twoFactorPasskeyNotUsed',
    defaultMessage: 'The passkey was not used. Please try again.',
  },
  codeLabel: { id: 'shell.auth.twoFactorCodeLabel', defaultMessage: 'Authentication code' },
  recoveryLabel: { id: 'shell.auth.twoFactorRecoveryLabel', defaultMessage: 'Recovery code' },
  codeHelp: {
    id: 'shell.auth.twoFactorCodeHelp',
    defaultMessage: 'Enter the 6-digit code from your authenticator app.',
  },
  recoveryHelp: {
    id: 'shell.auth.twoFactorRecoveryHelp',
    defaultMessage: 'Enter one of the recovery codes you saved. Each works once.',
  },
  useRecovery: { id: 'shell.auth.twoFactorUseRecovery', defaultMessage: 'Use a recovery code instead' },
  useApp: { id: 'shell.auth.twoFactorUseApp', defaultMessage: 'Use your authenticator app instead' },
});

/** The second step of a sign-in: a code from the authenticator app, a recovery code, or a passkey. */
export function SecondFactorForm({ step }: { step: TwoFactorRequiredJson }) {
  const finish = useFinishSignIn();
  const intl = useIntl();
  const id = useId();
  const hasTotp = step.methods.includes('totp');
  const [mode, setMode] = useState<'totp' | 'recovery'>('totp');
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);

  const attempt = async (proof: Parameters<typeof finishSecondStep>[0]) => {
    setBusy(true);
    try {
      finish(await finishSecondStep(proof));
    } catch (failure) {
      toast.error(errorTextIn(intl, failure, intl.formatMessage(SIGN_IN_MESSAGES.failed)));
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (mode === 'totp' && !SIX_DIGITS.test(code)) return setError(intl.formatMessage(messages.sixDigits));
    if (mode === 'recovery' && !RECOVERY_CODE.test(code))
      return setError(intl.formatMessage(messages.recoveryShape));
    setError(undefined);
    await attempt(mode === 'totp' ? { code } : { recoveryCode: code });
  };

  const usePasskey = async () => {
    if (!step.webauthn) return;
    let webauthn: unknown;
    try {
      webauthn = await passkeyAssertion(step.webauthn);
    } catch {
      toast.error(intl.formatMessage(messages.passkeyNotUsed));
      return;
    }
    await attempt({ webauthn });
  };

  const label = intl.formatMessage(mode === 'totp' ? messages.codeLabel : messages.recoveryLabel);
  return (
    <div>
      <h2 className="h5">
        <FormattedMessage id="shell.auth.twoFactorHeading" defaultMessage="Two-step verification" />
      </h2>
      {hasTotp && (
        <Form noValidate onSubmit={submit}>
          <fieldset disabled={busy}>
            <p className="text-body-secondary small">
              {intl.formatMessage(mode === 'totp' ? messages.codeHelp : messages.recoveryHelp)}
            </p>
            <Form.Group className="mb-3">
              <Form.Label htmlFor={id}>{label}</Form.Label>
              <Form.Control
                id={id}
                name={mode === 'totp' ? 'code' : 'recoveryCode'}
                value={value}
                inputMode={mode === 'totp' ? 'numeric' : 'text'}
                autoComplete="one-time-code"
                autoFocus
                isInvalid={Boolean(error)}
                onChange={(event) => setValue(event.target.value)}
              />
              <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
            </Form.Group>
            <Button type="submit" className="w-100">
              <FormattedMessage id="shell.auth.twoFactorVerify" defaultMessage="Verify" />
            </Button>
            <Button
              variant="link"
              className="w-100 mt-2"
              onClick={() => {
                setMode(mode === 'totp' ? 'recovery' : 'totp');
                setValue('');
                setError(undefined);
              }}
            >
              {intl.formatMessage(mode === 'totp' ? messages.useRecovery : messages.useApp)}
            </Button>
          </fieldset>
        </Form>
      )}
      {step.methods.includes('webauthn') && (
        <Button variant="outline-primary" className="w-100 mt-2" disabled={busy} onClick={usePasskey}>
          <FormattedMessage id="shell.auth.twoFactorUsePasskey" defaultMessage="Use a passkey" />
        </Button>
      )}
    </div>
  );
}
