import { LOCALES, NOTIFICATION_TYPES, STAFF_ROLES, type Locale } from '@market/contracts';
import {
  emailChangedMail,
  loginLockedMail,
  passwordResetMail,
  staffInvitationMail,
  verifyEmailMail,
} from './account-mails';
import { RenderedMail } from './layout';
import { notificationMail } from './notification-mail';
import { orderPaidMail } from './order-paid-mail';

const brand = 'Gigly';
const link = 'https://shop.test/x';

/** Every mail template with sample data, by name. */
const TEMPLATES: Record<string, (locale: Locale) => RenderedMail> = {
  loginLocked: (l) =>
    loginLockedMail(l, { brand, username: 'jane', failures: 5, minutes: 15, forgotUrl: link }),
  passwordReset: (l) => passwordResetMail(l, { brand, username: 'jane', link }),
  verifyEmail: (l) => verifyEmailMail(l, { brand, username: 'jane', link }),
  emailChanged: (l) =>
    emailChangedMail(l, { brand, username: 'jane', newEmail: 'j@x.test', forgotUrl: link }),
  ...Object.fromEntries(
    STAFF_ROLES.map((role) => [
      `staffInvitation.${role}`,
      (l: Locale) => staffInvitationMail(l, { brand, inviter: 'owner1', role, hours: 72, link }),
    ]),
  ),
  ...Object.fromEntries(
    (
      [
        ['requirements', { kind: 'requirements' }],
        ['due', { kind: 'started', due: 'Dec 4, 2026, 00:01 UTC' }],
        ['started', { kind: 'started' }],
      ] as const
    ).map(([name, next]) => [
      `orderPaid.${name}`,
      (l: Locale) =>
        orderPaidMail(l, {
          brand,
          buyerName: 'Jane',
          item: 'Logo (basic)',
          price: '$40.00',
          orderId: 'o-1',
          next,
          link,
        }),
    ]),
  ),
  ...Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [
      `notification.${type}`,
      (l: Locale) =>
        notificationMail(l, {
          brand,
          type,
          subject: 'S',
          text: 'T',
          link,
          unsubscribeUrl: `${link}/unsubscribe`,
          settingsUrl: `${link}/settings`,
        }),
    ]),
  ),
};

describe('the mail templates', () => {
  it.each(Object.keys(TEMPLATES))(
    '%s renders in every language: subject, text and HTML, each its own',
    (name) => {
      const english = TEMPLATES[name]('en');
      for (const locale of LOCALES) {
        const mail = TEMPLATES[name](locale);
        expect(mail.subject).toBeTruthy();
        expect(mail.text.endsWith('\n')).toBe(true);
        expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
        // No placeholder left unfilled, no tag left as text.
        expect(`${mail.subject}${mail.text}`).not.toMatch(/[{}]|<\/?a>/);
        if (locale !== 'en') expect(mail.text).not.toBe(english.text);
      }
    },
  );

  it('keeps the English receipt as the product wrote it', () => {
    const mail = TEMPLATES['orderPaid.requirements']('en');
    expect(mail.subject).toBe('Your Gigly order is confirmed');
    expect(mail.text).toBe(
      'Hi Jane,\n\nThank you for purchasing Logo (basic).\nAmount paid: $40.00\nOrder: o-1\n\n' +
        "Before the work starts, please answer the seller's questions on your order page: the delivery time counts from your answers.\n\n" +
        'Follow your order at https://shop.test/x\n',
    );
    expect(mail.html).toContain('<p>Thank you for purchasing <strong>Logo (basic)</strong>.</p>');
    expect(mail.html).toContain('<a href="https://shop.test/x">Follow your order</a>');
  });

  it('escapes names in the HTML part', () => {
    const mail = verifyEmailMail('de', { brand, username: '<b>jane</b>', link });
    expect(mail.html).toContain('Hallo &lt;b&gt;jane&lt;/b&gt;,');
    expect(mail.text).toContain('Hallo <b>jane</b>,');
  });
});
