import { useId, useState, type FormEvent } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { TwoFactorRequiredJson } from '@market/contracts';
import { messageOf } from '@market/api-client';
import { toast } from '@market/ui';
import { finishSecondStep, passkeyAssertion } from '../api/second-factor';
import { useFinishSignIn } from '../api/sign-in';

const SIX_DIGITS = /^\d{6}$/;
const RECOVERY_CODE = /^[a-z2-7]{5}-?[a-z2-7]{5}$/i;

/** The second step of a sign-in: a code from the authenticator app, a recovery code, or a passkey. */
export function SecondFactorForm({ step }: { step: TwoFactorRequiredJson }) {
  const finish = useFinishSignIn();
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
      toast.error(messageOf(failure, 'Sign-in failed. Please try again.'));
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const code = value.trim();
    if (mode === 'totp' && !SIX_DIGITS.test(code))
      return setError('Enter the 6 digits your authenticator app shows.');
    if (mode === 'recovery' && !RECOVERY_CODE.test(code))
      return setError('A recovery code looks like xxxxx-xxxxx.');
    setError(undefined);
    await attempt(mode === 'totp' ? { code } : { recoveryCode: code });
  };

  const usePasskey = async () => {
    if (!step.webauthn) return;
    let webauthn: unknown;
    try {
      webauthn = await passkeyAssertion(step.webauthn);
    } catch {
      toast.error('The passkey was not used. Please try again.');
      return;
    }
    await attempt({ webauthn });
  };

  const label = mode === 'totp' ? 'Authentication code' : 'Recovery code';
  return (
    <div>
      <h2 className="h5">Two-step verification</h2>
      {hasTotp && (
        <Form noValidate onSubmit={submit}>
          <fieldset disabled={busy}>
            <p className="text-body-secondary small">
              {mode === 'totp'
                ? 'Enter the 6-digit code from your authenticator app.'
                : 'Enter one of the recovery codes you saved. Each works once.'}
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
              Verify
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
              {mode === 'totp' ? 'Use a recovery code instead' : 'Use your authenticator app instead'}
            </Button>
          </fieldset>
        </Form>
      )}
      {step.methods.includes('webauthn') && (
        <Button variant="outline-primary" className="w-100 mt-2" disabled={busy} onClick={usePasskey}>
          Use a passkey
        </Button>
      )}
    </div>
  );
}
