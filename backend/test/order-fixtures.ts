import { ServiceBody } from './catalog-fixtures';
import { startMailCapture } from './mail-capture.helper';
import { createService } from './payments-fixtures';
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
