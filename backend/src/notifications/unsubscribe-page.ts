import { NOTIFICATION_TYPE_LABELS, NotificationType } from '@market/contracts';
import { escapeHtml } from '../common/html';

export type UnsubscribePage =
  | { state: 'confirm'; type: NotificationType; action: string }
  | { state: 'done'; type: NotificationType }
  | { state: 'stale'; type: NotificationType }
  | { state: 'invalid' };

/**
 * The small page behind a mail's unsubscribe link: a GET only asks (mail scanners open links;
 * RFC 8058 keeps GET harmless), the button POSTs the one-click body to the same URL. Plain HTML
 * with one inline stylesheet (the CSP allows inline styles, no scripts), light and dark.
 */
export function renderUnsubscribePage(page: UnsubscribePage, brand: string): string {
  const label = page.state === 'invalid' ? '' : NOTIFICATION_TYPE_LABELS[page.type];
  const title = {
    invalid: 'This link is not valid',
    stale: 'This link is out of date',
    done: 'You are unsubscribed',
    confirm: 'Stop these e-mails?',
  }[page.state];
  const body =
    page.state === 'invalid'
      ? '<p>The unsubscribe link is incomplete or was changed. Open the link from the mail again, or change your e-mail settings after signing in.</p>'
      : page.state === 'stale'
        ? `<p>The setting for “${escapeHtml(label)}” was changed after this mail was sent, so its unsubscribe link no longer works and nothing was changed. Manage your e-mails in your <a href="/settings">notification settings</a>, or use the link in a newer mail.</p>`
        : page.state === 'done'
          ? `<p>You will no longer get e-mails for “${escapeHtml(label)}”. You can switch them on again in your settings.</p>`
          : `<p>You will no longer get e-mails for “${escapeHtml(label)}”. In-app notifications stay.</p>
<form method="post" action="${escapeHtml(page.action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>`;
  return `<!doctype html>
<html lang="en">
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
<p><a href="/settings">Notification settings</a> · <a href="/">${escapeHtml(brand)}</a></p>
</main>
</body>
</html>`;
}
