import type { Locale } from '@market/contracts';
import { t, tHtml } from '../../i18n/i18n';
import { htmlDocument, linkHtml, RenderedMail, textBody } from './layout';

/** The owner of an account whose password sign-in was paused after too many wrong passwords. */
export function loginLockedMail(
  locale: Locale,
  data: { brand: string; username: string; failures: number; minutes: number; forgotUrl: string },
): RenderedMail {
  const { brand, username, failures, minutes, forgotUrl } = data;
  const hello = { name: username };
  const body = { brand, failures, minutes };
  return {
    subject: t(locale, 'mail.loginLocked.subject', { brand }),
    text: textBody([
      t(locale, 'mail.greeting.hello', hello),
      t(locale, 'mail.loginLocked.body', body),
      t(locale, 'mail.loginLocked.text.reset', { link: forgotUrl }),
    ]),
    html: htmlDocument(locale, [
      tHtml(locale, 'mail.greeting.hello', hello),
      tHtml(locale, 'mail.loginLocked.body', body),
      tHtml(locale, 'mail.loginLocked.html.reset', {}, { a: forgotUrl }),
    ]),
  };
}

/** The single-use link to choose a new password. */
export function passwordResetMail(
  locale: Locale,
  data: { brand: string; username: string; link: string },
): RenderedMail {
  return singleUseLinkMail(locale, 'passwordReset', data);
}

/** The link that confirms an address (at sign-up and at each change of address). */
export function verifyEmailMail(
  locale: Locale,
  data: { brand: string; username: string; link: string },
): RenderedMail {
  return singleUseLinkMail(locale, 'verifyEmail', data);
}

/** A mail that is one single-use link: what it is for, the link (a button in HTML), and "ignore it if not you". */
function singleUseLinkMail(
  locale: Locale,
  kind: 'passwordReset' | 'verifyEmail',
  data: { brand: string; username: string; link: string },
): RenderedMail {
  const { brand, username, link } = data;
  return {
    subject: t(locale, `mail.${kind}.subject`, { brand }),
    text: textBody([
      t(locale, 'mail.greeting.hello', { name: username }),
      `${t(locale, `mail.${kind}.intro`, { brand })}\n${t(locale, `mail.${kind}.open`)}`,
      link,
      t(locale, `mail.${kind}.ignore`),
    ]),
    html: htmlDocument(locale, [
      tHtml(locale, 'mail.greeting.hello', { name: username }),
      `${tHtml(locale, `mail.${kind}.intro`, { brand })} ${tHtml(locale, `mail.${kind}.open`)}`,
      linkHtml(link, t(locale, `mail.${kind}.button`)),
      tHtml(locale, `mail.${kind}.ignore`),
    ]),
  };
}

/** To the old address, when an account's address changed (its owner may not have done it). */
export function emailChangedMail(
  locale: Locale,
  data: { brand: string; username: string; newEmail: string; forgotUrl: string },
): RenderedMail {
  const { brand, username, newEmail, forgotUrl } = data;
  const changed = { brand, email: newEmail };
  return {
    subject: t(locale, 'mail.emailChanged.subject', { brand }),
    text: textBody([
      t(locale, 'mail.greeting.hello', { name: username }),
      `${t(locale, 'mail.emailChanged.body', changed)}\n${t(locale, 'mail.emailChanged.text.reset', { link: forgotUrl })}`,
    ]),
    html: htmlDocument(locale, [
      tHtml(locale, 'mail.greeting.hello', { name: username }),
      tHtml(locale, 'mail.emailChanged.body', changed),
      tHtml(locale, 'mail.emailChanged.html.reset', {}, { a: forgotUrl }),
    ]),
  };
}

/** An invitation to join the shop's staff. */
export function staffInvitationMail(
  locale: Locale,
  data: { brand: string; inviter: string; role: string; hours: number; link: string },
): RenderedMail {
  const { brand, inviter, hours, link } = data;
  const role = t(locale, `staff.role.${data.role}` as 'staff.role.owner');
  return {
    subject: t(locale, 'mail.staffInvite.subject', { brand }),
    text: textBody([
      t(locale, 'mail.greeting.plain'),
      `${t(locale, 'mail.staffInvite.intro', { inviter, brand, role })}\n${t(locale, 'mail.staffInvite.text.open', { hours })}`,
      link,
      t(locale, 'mail.staffInvite.ignore'),
    ]),
    html: htmlDocument(locale, [
      tHtml(locale, 'mail.greeting.plain'),
      tHtml(locale, 'mail.staffInvite.intro', { inviter, brand, role }),
      tHtml(locale, 'mail.staffInvite.html.open', { hours }, { a: link }),
      tHtml(locale, 'mail.staffInvite.ignore'),
    ]),
  };
}
