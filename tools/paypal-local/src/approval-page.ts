import type { Order } from './store.js'

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  )

const layout = (title: string, main: string) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f5f7fa; color: #1a1a1a; margin: 0; }
  main { max-width: 28rem; margin: 4rem auto; background: #fff; border-radius: 12px; padding: 2rem; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
  h1 { font-size: 1.4rem; margin-top: 0; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: .5rem 1rem; }
  dt { font-weight: 600; }
  dd { margin: 0; }
  .actions { display: flex; gap: 1rem; margin-top: 1.5rem; }
  button { font-size: 1rem; padding: .75rem 1.5rem; border-radius: 999px; border: 2px solid #003087; cursor: pointer; }
  button[value=approve] { background: #0070ba; border-color: #0070ba; color: #fff; }
  button[value=cancel] { background: #fff; color: #003087; }
  button:focus-visible { outline: 3px solid #ffc439; outline-offset: 2px; }
  .note { color: #555; font-size: .9rem; }
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`

function formatAmount(value: string, currency: string): string {
  const [whole, fraction = '00'] = value.split('.')
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return `${currency === 'USD' ? '$' : ''}${grouped}.${fraction.padEnd(2, '0')} ${currency}`
}

/** The buyer-facing approval page: amount, payee and two real buttons in one form. */
export function approvalPage(order: Order): string {
  const unit = order.purchase_units[0]
  const payee = unit.payee?.email_address ?? order.application_context.brand_name ?? 'Merchant'
  if (order.status !== 'CREATED') {
    return layout(
      'PayPal - Order already processed',
      `<h1>This order was already ${order.status === 'APPROVED' ? 'approved' : 'processed'}</h1>
<p>Order ${escapeHtml(order.id)} has status ${escapeHtml(order.status)}.</p>`,
    )
  }
  return layout(
    'PayPal - Review your payment',
    `<h1>Review your payment</h1>
<p class="note">Local PayPal-compatible test server: no real money moves.</p>
<dl>
  <dt>Amount</dt><dd data-testid="amount">${escapeHtml(formatAmount(unit.amount.value, unit.amount.currency_code))}</dd>
  <dt>Pay to</dt><dd data-testid="payee">${escapeHtml(payee)}</dd>
  ${unit.description ? `<dt>For</dt><dd>${escapeHtml(unit.description)}</dd>` : ''}
  <dt>Order</dt><dd>${escapeHtml(order.id)}</dd>
</dl>
<form method="post" action="/checkoutnow" aria-label="Approve or cancel this payment">
  <input type="hidden" name="token" value="${escapeHtml(order.id)}">
  <div class="actions">
    <button type="submit" name="action" value="approve">Approve</button>
    <button type="submit" name="action" value="cancel">Cancel</button>
  </div>
</form>`,
  )
}

export function notFoundPage(): string {
  return layout(
    'PayPal - Order not found',
    '<h1>Order not found</h1><p>This payment link is not valid or has expired.</p>',
  )
}
