import type { Locale } from '@market/contracts';
import { escapeHtml } from '../../common/html';
import { t, tHtml } from '../../i18n/i18n';
import { htmlDocument, linkHtml, RenderedMail, textBody } from './layout';

/** What happens next after the payment: the seller's questions first, or the work that has started. */
export type NextStep = { kind: 'requirements' } | { kind: 'started'; due?: string };

/** The buyer's receipt of a payment. `price` and `next.due` come formatted in the buyer's language. */
export function orderPaidMail(
  locale: Locale,
  data: {
    brand: string;
    buyerName: string;
    item: string;
    price: string;
    orderId: string;
    next: NextStep;
    link: string;
  },
): RenderedMail {
  const { brand, buyerName, item, price, orderId, next, link } = data;
  const nextText =
    next.kind === 'requirements'
      ? t(locale, 'mail.orderPaid.next.requirements')
      : next.due
        ? t(locale, 'mail.orderPaid.next.due', { due: next.due })
        : t(locale, 'mail.orderPaid.next.started');
  const amount = t(locale, 'mail.orderPaid.amount', { price });
  const order = t(locale, 'mail.orderPaid.order', { id: orderId });
  return {
    subject: t(locale, 'mail.orderPaid.subject', { brand }),
    text: textBody([
      t(locale, 'mail.greeting.hi', { name: buyerName }),
      `${t(locale, 'mail.orderPaid.text.thanks', { item })}\n${amount}\n${order}`,
      nextText,
      t(locale, 'mail.orderPaid.text.follow', { link }),
    ]),
    html: htmlDocument(locale, [
      tHtml(locale, 'mail.greeting.hi', { name: buyerName }),
      tHtml(locale, 'mail.orderPaid.html.thanks', { item }),
      `${tHtml(locale, 'mail.orderPaid.amount', { price })}<br>${tHtml(locale, 'mail.orderPaid.order', { id: orderId })}`,
      escapeHtml(nextText),
      linkHtml(link, t(locale, 'mail.orderPaid.html.follow')),
    ]),
  };
}
