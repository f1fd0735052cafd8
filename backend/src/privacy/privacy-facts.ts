import { NECESSARY_COOKIES, type PrivacyFactsJson } from '@market/contracts';
import { AppConfig } from '../config/app-config';

const days = (n: number) => (n === 1 ? '1 day' : `${n} days`);

/**
 * The generated part of the privacy page: what the shop stores, why and for how long (from the
 * retention settings), which processors receive what (only those configured), and its cookies.
 */
export function privacyFacts(config: AppConfig): PrivacyFactsJson {
  const stored: PrivacyFactsJson['stored'] = [
    {
      what: 'Account: username, e-mail address, password hash, and optionally country, phone, profile picture and billing details',
      why: 'To sign you in, reach you about your orders and put your details on invoices',
      keptFor: 'Until you delete your account',
    },
    {
      what: 'Orders, invoices and credit notes, with the billing details copied when you paid',
      why: 'To deliver what you bought, and because accounting law requires invoices to be kept',
      keptFor:
        'For the period tax law sets (10 years at most), also after the account is deleted (under "Deleted user")',
    },
    {
      what: 'Unpaid checkout attempts',
      why: 'So you can finish or discard a payment you started',
      keptFor:
        config.failedOrderRetentionDays === 0
          ? 'Until you discard them'
          : `${days(config.failedOrderRetentionDays)} after the payment failed`,
    },
    {
      what: 'Messages, custom offers and files sent with an order',
      why: 'The conversation and the work with the seller, who must keep them too',
      keptFor: 'As the record of the work, also after the account is deleted (shown as from "Deleted user")',
    },
    {
      what: 'Reviews',
      why: 'Shown on the service to other buyers',
      keptFor:
        'Until you or the shop remove them; after the account is deleted, shown as by "Deleted user" with no picture or country',
    },
    {
      what: 'Notifications',
      why: 'To tell you what happened to your orders and messages',
      keptFor: days(config.notifications.keepDays),
    },
    {
      what: 'Records of the e-mails sent about unread messages',
      why: 'So you are not mailed about the same conversation again and again',
      keptFor: days(config.retention.messageDigestDays),
    },
    {
      what: 'Sign-in sessions',
      why: 'To keep you signed in and let you sign out everywhere',
      keptFor: `${days(config.retention.sessionDays)} after the session ended`,
    },
    {
      what: 'Password-reset and e-mail verification links',
      why: 'To check the link you open is the one we sent',
      keptFor: `${days(config.retention.tokenDays)} after it was used or expired`,
    },
    {
      what: 'Copies of your data you asked for ("Download my data")',
      why: 'So you can download them',
      keptFor: `${days(config.dataExports.keepDays)} after they are ready`,
    },
    {
      what: 'Request logs, with IP addresses',
      why: 'To keep the service secure and find faults',
      keptFor: days(config.retention.requestLogDays),
    },
  ];
  const processors: PrivacyFactsJson['processors'] = [];
  if (config.stripe.secretKey) {
    processors.push({
      name: 'Stripe',
      receives: 'Your e-mail address, the amount and what you buy, when you pay by card',
    });
  }
  if (config.paypal.clientId) {
    processors.push({ name: 'PayPal', receives: 'The amount and what you buy, when you pay with PayPal' });
  }
  if (config.mail.smtpUrl) {
    processors.push({
      name: `The e-mail server (${new URL(config.mail.smtpUrl).hostname})`,
      receives: 'Your e-mail address and the text of the mails we send you',
    });
  }
  if (config.storage.driver === 's3') {
    processors.push({
      name: `Object storage (${config.storage.endpoint ? new URL(config.storage.endpoint).hostname : 'Amazon S3'})`,
      receives: 'Your profile picture and the files you send with an order',
    });
  }
  if (config.google)
    processors.push({ name: 'Google', receives: 'That you sign in with Google, when you choose to' });
  if (config.github)
    processors.push({ name: 'GitHub', receives: 'That you sign in with GitHub, when you choose to' });
  return {
    stored,
    processors,
    cookies: [...NECESSARY_COOKIES],
  };
}
