import { randomUUID } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { OrderRow } from './orders.schema';
import { OrderMailService } from './order-mail.service';
import { OrderNotifications } from './order-notifications';
import { startMailCapture } from '../../test/mail-capture.helper';
import { buyBasic, createService, queueEnv } from '../../test/payments-fixtures';
import { createTestApp } from '../../test/test-app';

describe('the new-order notice without ORDER_NOTIFY_EMAIL or SEED_ADMIN_EMAIL', () => {
  // Its own shop (no admin address configured): a start-up's time.
  it('goes to the admin accounts, and is reported when there is no admin', async () => {
    const capture = await startMailCapture();
    const t = await createTestApp({ ...queueEnv(), SMTP_URL: capture.url });
    const warnings: string[] = [];
    const spy = jest.spyOn(Logger.prototype, 'warn').mockImplementation((message: unknown) => {
      warnings.push(String(message));
    });
    try {
      expect(t.config.orderNotifyEmail).toBeUndefined();
      const lonely = {
        id: randomUUID(),
        buyerId: randomUUID(),
        buyerName: 'Lone Buyer',
        buyerEmail: 'lone@example.com',
        serviceTitle: 'Logo',
        packageName: 'basic',
        priceCents: 4000,
        currency: 'usd',
        paymentMethod: 'stripe',
        requirements: [] as OrderRow['requirements'],
        requirementsSubmittedAt: null,
        dueAt: null,
      } as OrderRow;
      // The buyer's receipt goes; nobody else hears of it, and that is reported.
      await t.app.get(OrderMailService).orderPaid(lonely);
      await capture.waitFor('lone@example.com');
      await t.app.get(OrderNotifications).paid(lonely);
      expect(warnings.join('\n')).toContain('Nobody is told of order.paid');

      const admin = await t.signIn({ admin: true });
      const buyer = await t.signIn();
      const order = await buyBasic(t, buyer, await createService(t, admin));
      const notice = await capture.waitFor(admin.user.email);
      expect(notice.text).toContain(`New paid order ${order._id}`);
      expect(capture.mails.filter((m) => m.text.includes(`New paid order ${order._id}`))).toEqual([]);
    } finally {
      spy.mockRestore();
      await t.close();
      await capture.close();
    }
  }, 120_000);
});
