import { randomBytes } from 'node:crypto'

// In-memory state of the stand-in PayPal: orders, captures, refunds and PayPal-Request-Id replays.
// It stands for an external system, so nothing here is persisted.

export interface Money {
  currency_code: string
  value: string
}
export interface PurchaseUnit {
  reference_id: string
  description?: string
  custom_id?: string
  amount: Money
  payee?: { email_address?: string }
  /** Marketplace orders: the platform's fee taken from the payee's share (echoed as sent). */
  payment_instruction?: { platform_fees: { amount: Money }[] }
}
export type OrderStatus = 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED'
export type CaptureStatus = 'COMPLETED' | 'DECLINED' | 'REFUNDED' | 'PARTIALLY_REFUNDED'

export interface Payer {
  payer_id: string
  email_address: string
  name: { given_name: string; surname: string }
}
export interface Order {
  id: string
  intent: 'CAPTURE'
  status: OrderStatus
  purchase_units: PurchaseUnit[]
  application_context: { return_url?: string; cancel_url?: string; brand_name?: string }
  payer?: Payer
  create_time: string
  update_time: string
  captureId?: string
}
export interface Capture {
  id: string
  orderId: string
  status: CaptureStatus
  amount: Money
  refundedCents: number
  payeeEmail?: string
  create_time: string
  update_time: string
}
export interface Refund {
  id: string
  captureId: string
  status: 'COMPLETED'
  amount: Money
  create_time: string
}

/** A response as PayPal would send it: replayed byte-for-byte for a repeated PayPal-Request-Id. */
export interface ApiResult {
  statusCode: number
  body: unknown
}

export type CaptureOutcome = 'decline' | 'fail'

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'
/** PayPal-style ids: 17 upper-case alphanumerics. */
export function paypalId(length = 17): string {
  const bytes = randomBytes(length)
  let id = ''
  for (const b of bytes) id += ID_ALPHABET[b % ID_ALPHABET.length]
  return id
}

const MONEY_VALUE = /^\d{1,10}(\.\d{1,2})?$/
export function moneyToCents(value: string): number | null {
  if (!MONEY_VALUE.test(value)) return null
  const [whole, fraction = ''] = value.split('.')
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
}
export function centsToMoney(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

export function paypalError(statusCode: number, name: string, issue: string, description: string): ApiResult {
  const messages: Record<string, string> = {
    INVALID_REQUEST: 'Request is not well-formed, syntactically incorrect, or violates schema.',
    UNPROCESSABLE_ENTITY:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    RESOURCE_NOT_FOUND: 'The specified resource does not exist.',
    INTERNAL_SERVER_ERROR: 'An internal server error occurred.',
  }
  return {
    statusCode,
    body: {
      name,
      message: messages[name] ?? name,
      debug_id: paypalId(13).toLowerCase(),
      details: [{ issue, description }],
    },
  }
}

const ORDER_KEY_TTL_MS = 6 * 3600_000 // PayPal keeps order-creation keys 6 hours
const PAYMENT_KEY_TTL_MS = 45 * 86_400_000 // captures and refunds: 45 days

export class PayPalStore {
  readonly orders = new Map<string, Order>()
  readonly captures = new Map<string, Capture>()
  readonly refunds = new Map<string, Refund>()
  private readonly replays = new Map<string, { result: ApiResult; expiresAt: number }>()
  /** Test control: how the next capture ends (for one order, or any order when orderId is absent). */
  private readonly nextCapture: { outcome: CaptureOutcome; orderId?: string }[] = []

  reset(): void {
    this.orders.clear()
    this.captures.clear()
    this.refunds.clear()
    this.replays.clear()
    this.nextCapture.length = 0
  }

  /**
   * Runs `operation` once per PayPal-Request-Id: a repeat with the same id (same API, same client) gets the
   * first successful response again, as PayPal does. Failures are not remembered, so a retry can succeed.
   * Everything here is synchronous, so two concurrent requests with one id cannot both run the operation.
   */
  idempotent(
    scope: string,
    requestId: string | undefined,
    ttlMs: number,
    operation: () => ApiResult,
  ): ApiResult {
    if (!requestId) return operation()
    const key = `${scope}\u0000${requestId}`
    const seen = this.replays.get(key)
    if (seen && seen.expiresAt > Date.now()) return seen.result
    const result = operation()
    if (result.statusCode >= 200 && result.statusCode < 300)
      this.replays.set(key, { result, expiresAt: Date.now() + ttlMs })
    return result
  }

  static readonly ORDER_KEY_TTL_MS = ORDER_KEY_TTL_MS
  static readonly PAYMENT_KEY_TTL_MS = PAYMENT_KEY_TTL_MS

  queueCaptureOutcome(outcome: CaptureOutcome, orderId?: string): void {
    this.nextCapture.push({ outcome, orderId })
  }

  takeCaptureOutcome(orderId: string): CaptureOutcome | undefined {
    const index = this.nextCapture.findIndex((c) => !c.orderId || c.orderId === orderId)
    if (index < 0) return undefined
    return this.nextCapture.splice(index, 1)[0].outcome
  }

  createOrder(input: Pick<Order, 'purchase_units' | 'application_context'>): Order {
    const now = new Date().toISOString()
    const order: Order = {
      id: paypalId(),
      intent: 'CAPTURE',
      status: 'CREATED',
      purchase_units: input.purchase_units,
      application_context: input.application_context,
      create_time: now,
      update_time: now,
    }
    this.orders.set(order.id, order)
    return order
  }

  approve(order: Order): Payer {
    const payer: Payer = {
      payer_id: paypalId(13),
      email_address: 'buyer@example.com',
      name: { given_name: 'Test', surname: 'Buyer' },
    }
    order.status = 'APPROVED'
    order.payer = payer
    order.update_time = new Date().toISOString()
    return payer
  }

  capture(order: Order, status: 'COMPLETED' | 'DECLINED'): Capture {
    const now = new Date().toISOString()
    const unit = order.purchase_units[0]
    const capture: Capture = {
      id: paypalId(),
      orderId: order.id,
      status,
      amount: { ...unit.amount },
      refundedCents: 0,
      payeeEmail: unit.payee?.email_address,
      create_time: now,
      update_time: now,
    }
    this.captures.set(capture.id, capture)
    order.status = 'COMPLETED'
    order.captureId = capture.id
    order.update_time = now
    return capture
  }

  refund(capture: Capture, cents: number): Refund {
    const refund: Refund = {
      id: paypalId(),
      captureId: capture.id,
      status: 'COMPLETED',
      amount: { currency_code: capture.amount.currency_code, value: centsToMoney(cents) },
      create_time: new Date().toISOString(),
    }
    this.refunds.set(refund.id, refund)
    capture.refundedCents += cents
    capture.status =
      capture.refundedCents >= (moneyToCents(capture.amount.value) ?? 0) ? 'REFUNDED' : 'PARTIALLY_REFUNDED'
    capture.update_time = refund.create_time
    return refund
  }
}
