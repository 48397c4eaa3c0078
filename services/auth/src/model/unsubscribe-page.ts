// The small pages of the unsubscribe link (served by auth itself, outside the app: the link must work
// signed out, in any mail client's browser, without the front end). No scripts, no external resources.
import { escapeHtml, type MailBrand } from './mail-templates.js'

function page(brand: MailBrand, title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtml(title)} - ${escapeHtml(brand.productName)}</title>
<style>
body{margin:0;padding:24px 16px;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#1c1917;line-height:1.5}
main{max-width:480px;margin:0 auto;background:#fff;border-radius:8px;padding:24px}
h1{font-size:22px;margin:0 0 16px}
button{font-size:16px;background:#1d4ed8;color:#fff;border:0;border-radius:6px;padding:12px 20px;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}
a{color:#1d4ed8}
</style></head>
<body><main>
<p style="margin:0 0 16px;font-weight:bold">${escapeHtml(brand.productName)}</p>
<h1>${escapeHtml(title)}</h1>
${body}
</main></body></html>
`
}

const settingsLink = (brand: MailBrand) =>
  `<p><a href="${escapeHtml(`${brand.origin}/settings/notifications`)}">Manage all your notification settings</a></p>`

/** GET: what the link would switch off, and the button that does it (a POST to the same address). */
export function unsubscribeConfirmPage(brand: MailBrand, input: { label: string; token: string }): string {
  const action = `/api/auth/unsubscribe?token=${encodeURIComponent(input.token)}`
  return page(
    brand,
    'Unsubscribe from these emails?',
    `<p>You will no longer receive emails about: <strong>${escapeHtml(input.label)}</strong>. In-app notifications stay on.</p>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="List-Unsubscribe" value="One-Click">
<button type="submit">Unsubscribe</button>
</form>
${settingsLink(brand)}`,
  )
}

/** After the POST: done. */
export function unsubscribedPage(brand: MailBrand, input: { message: string }): string {
  return page(brand, 'You are unsubscribed', `<p role="status">${escapeHtml(input.message)}</p>\n${settingsLink(brand)}`)
}
