import type { FastifyInstance } from 'fastify'
import { MESSAGES, PAYMENT_MESSAGES } from '@cosign/contracts'
import { AppError, badRequest, conflict, notFound } from '@cosign/service-kit'
import type { Payment } from '../generated/prisma/client.js'
import { PayPalError } from '../paypal/paypal-gateway.js'
import { adminActionRepository } from '../repositories/admin-action-repository.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { markRefunded, refundRequestId } from './settle-payment.js'

/**
 * An admin refund: PayPal's refund API first (request id fixed per payment, so a retry never refunds twice),
 * then status refunded + refunded_at + notes, the admin_actions row and payment.refunded in one transaction.
 */
export async function refundPayment(
  app: FastifyInstance,
  adminId: string,
  paymentId: string,
  notesInput: string | undefined,
): Promise<Payment> {
  const notes = notesInput?.trim()
  if (!notes) throw badRequest(MESSAGES.refundNotesRequired)
  const payment = await paymentRepository.findById(app.prisma, paymentId)
  if (!payment) throw notFound('Payment not found')
  if (payment.status === 'refunded')
    throw conflict('This payment has already been refunded.', 'ALREADY_REFUNDED')
  if (payment.status !== 'completed' || !payment.providerCaptureId)
    throw conflict('Only completed payments can be refunded.', 'NOT_REFUNDABLE')

  let refundId: string | null = null
  try {
    refundId = (await app.gateway.refundCapture(payment.providerCaptureId, refundRequestId(payment.id)))
      .refundId
  } catch (err) {
    // Refunded at PayPal already (e.g. from PayPal's dashboard): record it here too.
    if (!(err instanceof PayPalError && err.issue === 'CAPTURE_FULLY_REFUNDED')) {
      app.log.error({ err, paymentId }, 'PayPal refund failed')
      throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.refundFailed)
    }
  }

  const result = await app.prisma.$transaction(async (tx) => {
    const locked = (await paymentRepository.lockById(tx, paymentId)) as Payment
    // PayPal's refund webhook may have recorded the refund first; the admin's notes and audit row still apply.
    const { payment: refunded } = await markRefunded(app, tx, locked, refundId)
    await adminActionRepository.create(tx, { actionType: 'refund', targetId: paymentId, notes, adminId })
    return paymentRepository.update(tx, paymentId, {
      notes,
      ...(refunded.providerRefundId ? {} : { providerRefundId: refundId }),
    })
  })
  void app.events.flush()
  return result
}
