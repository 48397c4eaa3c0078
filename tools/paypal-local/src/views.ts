import type { Capture, Order, PayPalStore, Refund } from './store.js'

/** The JSON PayPal answers with: an order, a capture, a refund, with their HATEOAS links on this server's URLs. */
export function paypalViews(store: PayPalStore, apiBaseUrl: () => string, webBaseUrl: () => string) {
  const captureView = (capture: Capture) => ({
    id: capture.id,
    status: capture.status,
    ...(capture.status === 'DECLINED'
      ? { status_details: { reason: 'DECLINED_BY_RISK_FRAUD_FILTERS' } }
      : {}),
    amount: capture.amount,
    final_capture: true,
    ...(capture.payeeEmail ? { payee: { email_address: capture.payeeEmail } } : {}),
    supplementary_data: { related_ids: { order_id: capture.orderId } },
    create_time: capture.create_time,
    update_time: capture.update_time,
    links: [
      { href: `${apiBaseUrl()}/v2/payments/captures/${capture.id}`, rel: 'self', method: 'GET' },
      { href: `${apiBaseUrl()}/v2/payments/captures/${capture.id}/refund`, rel: 'refund', method: 'POST' },
      { href: `${apiBaseUrl()}/v2/checkout/orders/${capture.orderId}`, rel: 'up', method: 'GET' },
    ],
  })
  const refundView = (refund: Refund) => ({
    id: refund.id,
    status: refund.status,
    amount: refund.amount,
    create_time: refund.create_time,
    update_time: refund.create_time,
    links: [
      { href: `${apiBaseUrl()}/v2/payments/refunds/${refund.id}`, rel: 'self', method: 'GET' },
      { href: `${apiBaseUrl()}/v2/payments/captures/${refund.captureId}`, rel: 'up', method: 'GET' },
    ],
  })
  const orderLinks = (order: Order) => [
    { href: `${apiBaseUrl()}/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
    ...(order.status === 'CREATED'
      ? [{ href: `${webBaseUrl()}/checkoutnow?token=${order.id}`, rel: 'approve', method: 'GET' }]
      : []),
    { href: `${apiBaseUrl()}/v2/checkout/orders/${order.id}`, rel: 'update', method: 'PATCH' },
    ...(order.status !== 'COMPLETED'
      ? [{ href: `${apiBaseUrl()}/v2/checkout/orders/${order.id}/capture`, rel: 'capture', method: 'POST' }]
      : []),
  ]
  const orderView = (order: Order) => {
    const capture = order.captureId ? store.captures.get(order.captureId) : undefined
    return {
      id: order.id,
      intent: order.intent,
      status: order.status,
      purchase_units: order.purchase_units.map((unit) => ({
        ...unit,
        ...(capture ? { payments: { captures: [captureView(capture)] } } : {}),
      })),
      ...(order.payer ? { payer: order.payer } : {}),
      create_time: order.create_time,
      update_time: order.update_time,
      links: orderLinks(order),
    }
  }
  return { captureView, refundView, orderLinks, orderView }
}

export type PayPalViews = ReturnType<typeof paypalViews>
