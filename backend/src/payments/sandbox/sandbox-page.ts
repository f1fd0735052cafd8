import { textDirection, type Locale } from '@market/contracts';
import { SandboxPaymentRow } from '../payments.schema';
import { escapeHtml } from '../../common/html';
import { money, t } from '../../i18n/i18n';

const PROVIDER_NAMES = { stripe: 'Stripe', paypal: 'PayPal' } as const;

/**
 * The sandbox's checkout page: the provider's name, the item, the amount, Pay and Cancel.
 * Plain HTML and one inline stylesheet (the CSP allows inline styles, no scripts); every text
 * is escaped. Both buttons post back to the same URL.
 */
export function renderSandboxPage(row: SandboxPaymentRow, brand: string, locale: Locale = 'en'): string {
  const provider = PROVIDER_NAMES[row.provider];
  const title = t(locale, 'sandbox.title', { provider });
  const currency = row.currency.toUpperCase();
  // The ISO code after the amount: "$" alone does not say which dollars.
  const amount = `${money(locale, row.amountCents, currency)} ${currency}`;
  const done = row.status !== 'open';
  const action = `/api/sandbox/${row.provider}/${encodeURIComponent(row.id)}`;
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,sans-serif;background:#f6f9fc;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.1);padding:2rem;max-width:26rem;width:100%}
h1{font-size:1.4rem;margin:0 0 .25rem}.note{color:#697386;font-size:.85rem;margin:0 0 1.5rem}
.item{font-size:1.05rem;margin:0 0 .5rem}.amount{font-size:2rem;font-weight:600;margin:0 0 1.5rem}
form{display:flex;gap:.75rem}button{flex:1;padding:.75rem;border-radius:6px;border:1px solid #ccd;font-size:1rem;cursor:pointer}
button[value=pay]{background:${row.provider === 'stripe' ? '#635bff' : '#ffc439'};color:${row.provider === 'stripe' ? '#fff' : '#111'};border:none}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p class="note">${escapeHtml(t(locale, 'sandbox.note', { brand }))}</p>
<p class="item">${escapeHtml(row.title)}</p>
<p class="amount">${escapeHtml(amount)}</p>
${
  done
    ? `<p>${escapeHtml(t(locale, 'sandbox.status', { status: row.status }))}</p>`
    : `<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="action" value="pay">${escapeHtml(t(locale, 'sandbox.pay'))}</button>
<button type="submit" name="action" value="cancel">${escapeHtml(t(locale, 'sandbox.cancel'))}</button>
</form>`
}
</main>
</body>
</html>`;
}
