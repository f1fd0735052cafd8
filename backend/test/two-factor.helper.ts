import { generate } from 'otplib';
import TestAgent from 'supertest/lib/agent';

/** The code an authenticator app would show `offsetSeconds` from now (a phone clock off by that much). */
export const codeAt = (secret: string, offsetSeconds = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSeconds });

/**
 * Waits, when the current 30 s step has less than `margin` seconds left, for the next one to
 * begin: a code made now must still be in its step when a busy server checks it.
 */
export async function freshStep(margin = 15): Promise<void> {
  const left = 30 - ((Date.now() / 1000) % 30);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 100));
}

/** Sets up and enables TOTP for a signed-in user; answers the secret and the recovery codes. */
export async function enableTotp(agent: TestAgent): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await agent.post('/api/auth/2fa/totp/setup').expect(200);
  await freshStep();
  // A code of the previous step: the test's sign-ins then use the current one without a replay.
  const enabled = await agent
    .post('/api/auth/2fa/totp/enable')
    .send({ code: await codeAt(setup.body.secret, -30) })
    .expect(200);
  return { secret: setup.body.secret, recoveryCodes: enabled.body.recoveryCodes };
}
