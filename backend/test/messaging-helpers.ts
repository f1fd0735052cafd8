import { createTestApp, SignedIn, TestApp } from './test-app';

/** A buyer, an admin and their conversation, created over HTTP as the front end would. */
export async function conversationBetween(
  t: TestApp,
  buyer?: SignedIn,
  admin?: SignedIn,
): Promise<{ buyer: SignedIn; admin: SignedIn; conversationId: string }> {
  buyer ??= await t.signIn();
  admin ??= await t.signIn({ admin: true });
  const res = await buyer.agent
    .post('/api/conversations')
    .send({ buyerId: buyer.user.id, adminId: admin.user.id });
  if (res.status !== 201 && res.status !== 200)
    throw new Error(`open conversation: ${res.status} ${JSON.stringify(res.body)}`);
  return { buyer, admin, conversationId: res.body._id as string };
}

/** One app per test file (login rate limit lifted, since tests sign many users in) and one admin. */
export function withMessagingApp(env: Record<string, string> = {}): { t: TestApp; admin: SignedIn } {
  const context = {} as { t: TestApp; admin: SignedIn };
  beforeAll(async () => {
    context.t = await createTestApp({ RATE_LIMIT_AUTH_PER_MINUTE: '100000', ...env });
    context.admin = await context.t.signIn({ admin: true });
  }, 120_000);
  afterAll(() => context.t?.close(), 30_000);
  return context;
}
