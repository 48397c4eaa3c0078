import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import {
  PAYMENT_MESSAGES,
  type AccessTokenClaims,
  type CheckoutRequest,
  type CheckoutResponse,
  type PaymentPurpose,
} from '@cosign/contracts'
import { AppError } from '@cosign/service-kit'
import type { PaymentsConfig } from '../config.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { serviceRepository } from '../repositories/service-repository.js'
import { directoryRepository } from '../repositories/directory-repository.js'
import { CONTRACT_PURPOSES, priceCheckout, serviceNameFor } from './pricing.js'

/** Return and cancel URLs carry what /success and /cancel need; PayPal appends token (and PayerID). */
export function returnUrls(publicOrigin: string, purpose: PaymentPurpose, subjectId: string | null) {
  const query = new URLSearchParams({
    paymentType: purpose,
    contractId: CONTRACT_PURPOSES.has(purpose) && subjectId ? subjectId : 'none',
  })
  return { returnUrl: `${publicOrigin}/success?${query}`, cancelUrl: `${publicOrigin}/cancel?${query}` }
}

/**
 * Prices the step from the server's data, creates the PayPal order (PayPal-Request-Id = the new payment's
 * id) and stores the pending payment with its order id. If PayPal fails nothing is stored; if storing fails
 * the order is simply never approved or captured.
 */
export async function startCheckout(
  app: FastifyInstance,
  config: PaymentsConfig,
  user: AccessTokenClaims,
  input: CheckoutRequest,
): Promise<CheckoutResponse> {
  const subjectId = input.subjectId ?? null
  const serviceName = serviceNameFor(input.purpose)
  const [service, contract, completed] = await Promise.all([
    serviceName ? serviceRepository.findByName(app.prisma, serviceName) : null,
    CONTRACT_PURPOSES.has(input.purpose) && subjectId
      ? directoryRepository.contractTerms(app.prisma, subjectId)
      : null,
    subjectId
      ? paymentRepository.completedPurposes(app.prisma, user.sub, subjectId)
      : new Set<PaymentPurpose>(),
  ])
  const priced = priceCheckout({
    purpose: input.purpose,
    userId: user.sub,
    role: user.role,
    subjectId,
    service,
    contract,
    completed,
  })

  // Display names for the back office: the name the auth service announced, else the one sent, else the email.
  const payerName =
    (await directoryRepository.userName(app.prisma, user.sub)) ?? (input.payerName?.trim() || user.email)
  const cosignerId =
    contract?.cosignerId ??
    (input.purpose === 'profile_creation'
      ? user.sub
      : await directoryRepository.profileOwner(app.prisma, subjectId))
  const payingCosigner = input.purpose === 'profile_creation'
  const cosignerName = payingCosigner
    ? payerName
    : ((await directoryRepository.userName(app.prisma, cosignerId)) ?? contract?.cosignerPaypalEmail ?? null)

  const paymentId = randomUUID()
  const { returnUrl, cancelUrl } = returnUrls(config.publicOrigin, input.purpose, subjectId)
  let order: { orderId: string; approvalUrl: string }
  try {
    order = await app.gateway.createOrder({
      requestId: paymentId,
      referenceId: paymentId,
      amountCents: priced.amountCents,
      description: priced.description,
      payeeEmail: priced.payeeEmail,
      returnUrl,
      cancelUrl,
    })
  } catch (err) {
    app.log.error({ err }, 'PayPal order creation failed')
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.paymentProviderUnavailable)
  }

  await paymentRepository.create(app.prisma, {
    id: paymentId,
    userId: user.sub,
    purpose: input.purpose,
    subjectId,
    amountCents: priced.amountCents,
    platformFeeCents: priced.platformFeeCents,
    description: priced.description,
    renterId: payingCosigner ? null : user.sub,
    cosignerId,
    renterName: payingCosigner ? null : payerName,
    cosignerName,
    payeeEmail: priced.payeeEmail,
    metadata: (input.metadata as object | undefined) ?? undefined,
    providerOrderId: order.orderId,
  })
  return {
    paymentId,
    orderId: order.orderId,
    approvalUrl: order.approvalUrl,
    amountCents: priced.amountCents,
  }
}
