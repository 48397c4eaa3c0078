import { PAYMENT_MESSAGES } from '@cosign/api'

// Every request id sent to PayPal derives from the payment id, so any retry of the same step is replayed
// by PayPal instead of repeated: order creation uses the payment id itself.
export const captureRequestId = (paymentId: string) => `capture-${paymentId}`
export const refundRequestId = (paymentId: string) => `refund-${paymentId}`

export const DECLINED_REASON = 'Payment was declined by PayPal'
export const ABANDONED_REASON = 'Payment was not completed'
/** The buyer pressed Cancel on PayPal's page (POST /cancel): failed, failureKind 'cancelled'. */
export const CANCELLED_REASON = 'Payment was cancelled'
/** Why a payment of a cancelled contract was not captured (verify answers 409 with it). */
export const CONTRACT_CANCELLED_REASON = PAYMENT_MESSAGES.contractCancelled

/** Limits of the transactions that settle one payment (capture, abandon, record a refund). */
export const SETTLE_TX_OPTIONS = { maxWait: 20_000, timeout: 45_000 }
