import { NotificationType, textDirection, type Locale } from '@market/contracts';
import { escapeHtml } from '../common/html';
import { t, tHtml } from '../i18n/i18n';
import { notificationLabel } from '../mail/templates/notification-mail';

export type UnsubscribePage =
  | { state: 'confirm'; type: NotificationType; action: string }
  | { state: 'done'; type: NotificationType }
  | { state: 'stale'; type: NotificationType }
  | { state: 'invalid' };

/**
 * The small page behind a mail's unsubscribe link: a GET only asks (mail scanners open links;
 * RFC 8058 keeps GET harmless), the button POSTs the one-click body to the same URL. Plain HTML
 * with one inline stylesheet (the CSP allows inline styles, no scripts), light and dark; in the
 * reader's language.
 */
export function renderUnsubscribePage(page: UnsubscribePage, brand: string, locale: Locale = 'en'): string {
  const label = page.state === 'invalid' ? '' : notificationLabel(locale, page.type);
  const title = t(locale, `unsubscribe.title.${page.state}`);
  const body =
    page.state === 'invalid'
      ? `<p>${tHtml(locale, 'unsubscribe.invalid')}</p>`
      : page.state === 'stale'
        ? `<p>${tHtml(locale, 'unsubscribe.stale', { label }, { a: '/settings' })}</p>`
        : page.state === 'done'
          ? `<p>${tHtml(locale, 'unsubscribe.done', { label })}</p>`
          : `<p>${tHtml(locale, 'unsubscribe.confirm', { label })}</p>
<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">${escapeHtml(t(locale, 'unsubscribe.button'))}</button>
</form>`;
  return `<!doctype html>
<html lang="${locale}" dir="${textDirection(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(brand)}</title>
<style>
:root{color-scheme:light dark}
body{font-family:system-ui,sans-serif;background:#f6f7f9;color:#1d2127;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:8px;box-shadow:0 2px 12px rgba(0,0,0,.1);padding:2rem;max-width:28rem;width:100%;box-sizing:border-box}
h1{font-size:1.4rem;margin:0 0 1rem}a{color:#0a58ca}
button{padding:.6rem 1.2rem;border-radius:6px;border:none;background:#0d6efd;color:#fff;font-size:1rem;cursor:pointer}
@media (prefers-color-scheme:dark){body{background:#16181c;color:#e6e8eb}main{background:#23262b}a{color:#8bb9fe}}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
<p><a href="/settings">${escapeHtml(t(locale, 'unsubscribe.settings'))}</a> · <a href="/">${escapeHtml(brand)}</a></p>
</main>
</body>
</html>`;
}
