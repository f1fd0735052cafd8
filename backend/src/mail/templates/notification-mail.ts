import type { Locale, NotificationType } from '@market/contracts';
import { escapeHtml } from '../../common/html';
import { t } from '../../i18n/i18n';
import { htmlDocument, linkHtml, RenderedMail } from './layout';

/** A notification type's name as the settings show it, in the reader's language. */
export function notificationLabel(locale: Locale, type: NotificationType): string {
  return t(locale, `notification.type.${type}` as 'notification.type.order.paid');
}

/**
 * A switchable notification's mail: its own words (already in the reader's language), the link
 * to act on it, and the footer that says why it came and how to stop it.
 */
export function notificationMail(
  locale: Locale,
  data: {
    brand: string;
    type: NotificationType;
    subject: string;
    text: string;
    link: string;
    unsubscribeUrl: string;
    settingsUrl: string;
  },
): RenderedMail {
  const { brand, type, subject, text, link, unsubscribeUrl, settingsUrl } = data;
  const footer = t(locale, 'mail.notification.footer', { label: notificationLabel(locale, type), brand });
  return {
    subject,
    text:
      `${text}\n\n${link}\n\n--\n${footer}\n` +
      `${t(locale, 'mail.notification.text.stop', { link: unsubscribeUrl })}\n` +
      `${t(locale, 'mail.notification.text.settings', { link: settingsUrl })}\n`,
    html: htmlDocument(
      locale,
      [],
      `<p style="white-space:pre-line">${escapeHtml(text)}</p>` +
        `<p>${linkHtml(link, t(locale, 'mail.notification.open', { brand }))}</p>` +
        `<hr><p style="color:#666;font-size:12px">${escapeHtml(footer)} ` +
        `${linkHtml(unsubscribeUrl, t(locale, 'mail.notification.stop'))} · ` +
        `${linkHtml(settingsUrl, t(locale, 'mail.notification.settings'))}</p>`,
    ),
  };
}
