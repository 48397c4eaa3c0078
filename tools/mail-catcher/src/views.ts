import type { CaughtMail } from './store.js'

const escape = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string)

const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escape(title)}</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:60rem;padding:1rem;color:#1a1a1a}
table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:.4rem;border-bottom:1px solid #ddd;vertical-align:top}
pre{white-space:pre-wrap;background:#f6f6f6;padding:.75rem;overflow-wrap:anywhere}
iframe{width:100%;min-height:24rem;border:1px solid #ccc}
</style></head><body>${body}</body></html>`

/** The inbox page: every caught message, newest first. */
export function inboxPage(messages: CaughtMail[]): string {
  const rows = [...messages]
    .reverse()
    .map(
      (m) => `<tr><td>${escape(new Date(m.receivedAt).toLocaleString('en-US'))}</td><td>${escape(m.to.join(', '))}</td>
<td><a href="/messages/${encodeURIComponent(m.id)}">${escape(m.subject || '(no subject)')}</a></td></tr>`,
    )
    .join('\n')
  return page(
    'Local mail',
    `<h1>Local mail</h1>
<p>Every email the platform sent on this machine (kept in memory until the catcher stops).</p>
${messages.length === 0 ? '<p>No mail yet.</p>' : `<table><thead><tr><th scope="col">Received</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`}`,
  )
}

/** One message: headers, the plain-text part, and the HTML part in a sandboxed frame (no scripts, no requests out). */
export function messagePage(m: CaughtMail): string {
  return page(
    m.subject,
    `<p><a href="/">All mail</a></p>
<h1>${escape(m.subject || '(no subject)')}</h1>
<p><strong>From:</strong> ${escape(m.from)}<br><strong>To:</strong> ${escape(m.to.join(', '))}<br>
<strong>Received:</strong> ${escape(m.receivedAt)}</p>
<h2>HTML part</h2>
<iframe title="HTML part" sandbox="" srcdoc="${escape(m.html)}"></iframe>
<h2>Plain-text part</h2>
<pre>${escape(m.text)}</pre>`,
  )
}
