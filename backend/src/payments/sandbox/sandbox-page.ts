import { formatDollars, fromCents } from '@market/contracts';
import { SandboxPaymentRow } from '../payments.schema';
import { escapeHtml } from '../../common/html';

const PROVIDER_NAMES = { stripe: 'Stripe', paypal: 'PayPal' } as const;

/**
 * The sandbox's checkout page: the provider's name, the item, the amount, Pay and Cancel.
 * Plain HTML and one inline stylesheet (the CSP allows inline styles, no scripts); every text
 * is escaped. Both buttons post back to the same URL.
 */
export function renderSandboxPage(row: SandboxPaymentRow, brand: string): string {
  const provider = PROVIDER_NAMES[row.provider];
  const title = `${provider} Checkout (sandbox)`;
  const amount = `${formatDollars(fromCents(row.amountCents))} ${row.currency.toUpperCase()}`;
  const done = row.status !== 'open';
  const action = `/api/sandbox/${row.provider}/${encodeURIComponent(row.id)}`;
  return `<!doctype html>
<html lang="en">
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
<p class="note">Test payment for ${escapeHtml(brand)}: no money moves.</p>
<p class="item">${escapeHtml(row.title)}</p>
<p class="amount">${escapeHtml(amount)}</p>
${
  done
    ? `<p>This payment is ${escapeHtml(row.status)}.</p>`
    : `<form method="post" action="${escapeHtml(action)}">
<button type="submit" name="action" value="pay">Pay</button>
<button type="submit" name="action" value="cancel">Cancel</button>
</form>`
}
</main>
</body>
</html>`;
}
