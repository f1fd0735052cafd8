import { Writable } from 'node:stream';
import { logContext } from './log-context';
import { createRootLogger, PinoNestLogger, scrub } from './logger';

function capture(): { lines: () => Record<string, unknown>[]; stream: Writable } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  return {
    stream,
    lines: () =>
      chunks
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('scrub', () => {
  it.each([
    ['Reset link https://shop.example/reset-password/abc.DEF-123 sent', 'reset-password/[redacted] sent'],
    ['GET /api/auth/google/callback?code=4/0AbC&state=x', '?code=[redacted]&state=x'],
    ['POST /api/staff/invitations/abc.DEF-123/accept', 'staff/invitations/[redacted]/accept'],
    ['Invited: https://shop.example/auth/accept-invite/abc.DEF-123', 'accept-invite/[redacted]'],
    ['Authorization: Bearer eyJhbGciOi.x.y', 'Bearer [redacted]'],
    ['login failed password=hunter22 for bob', 'password=[redacted] for bob'],
    ['{"token":"abc.def"}', '"token":"[redacted]"'],
    ['Wrote "Hello" to jane.doe@example.com into /tmp/x', 'j***@example.com'],
  ])('hides the secret in %s', (text, expected) => {
    const scrubbed = scrub(text);
    expect(scrubbed).toContain(expected);
    expect(scrubbed).not.toMatch(/abc\.DEF-123|4\/0AbC|eyJhbGciOi|hunter22|abc\.def|jane\.doe/);
  });

  it('leaves ordinary text alone', () => {
    expect(scrub('Order 8f2c paid (stripe pi_sandbox_1)')).toBe('Order 8f2c paid (stripe pi_sandbox_1)');
  });
});

describe('the JSON logger', () => {
  it('writes Nest log calls as JSON with their context, the request context and no secrets', () => {
    const { stream, lines } = capture();
    const logger = new PinoNestLogger(createRootLogger({ logLevel: 'log', logFormat: 'json' }, stream));
    logContext.run({ requestId: 'req-1', userId: 'user-1' }, () => {
      logger.log('Sent mail to ann@example.com', 'Mail');
      logger.error('Boom', 'Error: boom\n    at token=zzz', 'Payments');
      logger.debug('not at level log', 'Mail');
    });
    logger.warn({ msg: 'object', password: 'p4ss', headers: { cookie: 'token=abc', authorization: 'x' } });
    const [sent, failed, object] = lines();
    expect(lines()).toHaveLength(3);
    expect(sent).toMatchObject({
      level: 30,
      context: 'Mail',
      requestId: 'req-1',
      userId: 'user-1',
      msg: 'Sent mail to a***@example.com',
    });
    expect(failed).toMatchObject({ level: 50, context: 'Payments', msg: 'Boom' });
    expect(String(failed.stack)).toContain('token=[redacted]');
    expect(object).toMatchObject({
      level: 40,
      password: '[redacted]',
      headers: { cookie: '[redacted]', authorization: '[redacted]' },
    });
    expect(object.requestId).toBeUndefined();
  });
});
