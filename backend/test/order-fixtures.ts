import type { ServiceBody } from '@market/contracts';
import { startMailCapture } from './mail-capture.helper';
import { buyBasic, createService, queueEnv, type OrderJson } from './payments-fixtures';
import { createTestApp, SignedIn, TestApp } from './test-app';

/**
 * What the order specs start from: an API app that mails to a capture, an admin, a service whose
 * orders ask requirement questions and one whose orders do not.
 */
export interface OrderShop {
  t: TestApp;
  admin: SignedIn;
  withQuestions: string;
  withoutQuestions: string;
  smtp: Awaited<ReturnType<typeof startMailCapture>>;
  /** The captured mails to `to` whose text matches `pattern`. */
  mailsTo(to: string, pattern: RegExp): Awaited<ReturnType<typeof startMailCapture>>['mails'];
  close(): Promise<void>;
}

export async function openOrderShop(
  env: Record<string, string>,
  withQuestions: (t: TestApp) => Partial<ServiceBody>,
): Promise<OrderShop> {
  const smtp = await startMailCapture();
  const t = await createTestApp({ SMTP_URL: smtp.url, ...env });
  const admin = await t.signIn({ admin: true });
  return {
    t,
    admin,
    withQuestions: await createService(t, admin, withQuestions(t)),
    withoutQuestions: await createService(t, admin),
    smtp,
    mailsTo: (to, pattern) => smtp.mails.filter((mail) => mail.to.includes(to) && pattern.test(mail.text)),
    async close() {
      await t.close();
      await smtp.close();
    },
  };
}

/** Opens an OrderShop before a spec file's tests (handing it to `opened`) and closes it after them. */
export function useOrderShop(
  env: Record<string, string>,
  withQuestions: (t: TestApp) => Partial<ServiceBody>,
  opened: (shop: OrderShop) => void,
  timeoutMs = 180_000,
): void {
  let shop: OrderShop | undefined;
  beforeAll(async () => {
    shop = await openOrderShop(env, withQuestions);
    opened(shop);
  }, timeoutMs);
  afterAll(() => shop?.close());
}

/**
 * What most order and payment specs start from: an API app (its queue as the environment says),
 * an admin, a service of theirs, and a buyer with a paid order of it when a test needs one.
 */
export interface ServiceShop {
  t: TestApp;
  admin: SignedIn;
  serviceId: string;
  /** A new buyer and their paid order of the basic package (a sandbox card payment). */
  paidOrder(): Promise<{ buyer: SignedIn; order: OrderJson }>;
  close(): Promise<void>;
}

export async function openServiceShop(env: Record<string, string> = {}): Promise<ServiceShop> {
  const t = await createTestApp({ ...queueEnv(), ...env });
  const admin = await t.signIn({ admin: true });
  const serviceId = await createService(t, admin);
  return {
    t,
    admin,
    serviceId,
    async paidOrder() {
      const buyer = await t.signIn();
      return { buyer, order: await buyBasic(t, buyer, serviceId) };
    },
    close: () => t.close(),
  };
}

/** Opens a ServiceShop before a spec file's tests (handing it to `opened`) and closes it after them. */
export function useServiceShop(opened: (shop: ServiceShop) => void, timeoutMs = 120_000): void {
  let shop: ServiceShop | undefined;
  beforeAll(async () => {
    shop = await openServiceShop();
    opened(shop);
  }, timeoutMs);
  afterAll(() => shop?.close());
}
