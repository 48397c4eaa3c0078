import { randomUUID } from 'node:crypto'
import {
  PAYMENT_MESSAGES,
  type AccessTokenClaims,
  type CheckoutRequest,
  type CheckoutResponse,
  type PaymentPurpose,
} from '@cosign/api'
import { AppError } from '@cosign/service-kit'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { paymentRepository } from '../repositories/payment-repository.js'
import { serviceRepository } from '../repositories/service-repository.js'
import { directoryRepository } from '../repositories/directory-repository.js'
import type { Deps } from './deps.js'
import { payStepOneWithCredit } from './pay-step-one-with-credit.js'
import { returnUrls } from '../model/return-urls.js'
import { paymentEventData } from '../model/to-dto.js'
import {
  CONTRACT_PURPOSES,
  awaitsProfileAnnouncement,
  priceCheckout,
  serviceNameFor,
  type PricingInput,
} from '../model/pricing.js'

/**
 * A profile_creation checkout for a profile not known here waits for its announcement (see
 * `awaitsProfileAnnouncement`) for `config.profileAnnouncementWaitMs` before answering 'Profile not found',
 * looking again this often. The draft's cosigner_profile.saved is published right after matching's commit and
 * applied within milliseconds when both services are up; the default 2 s covers a busy moment without holding
 * a request for long.
 */
const PROFILE_ANNOUNCEMENT_POLL_MS = 100

/** Polls the directory until the subject profile or a profile of the payer is known, or the wait is over. */
async function waitForProfileAnnouncement(
  deps: Pick<Deps, 'db' | 'config'>,
  userId: string,
  subjectId: string,
): Promise<Pick<PricingInput, 'profile' | 'payerProfileId'>> {
  const deadline = Date.now() + deps.config.profileAnnouncementWaitMs
  for (;;) {
    await new Promise((r) => setTimeout(r, PROFILE_ANNOUNCEMENT_POLL_MS))
    const [profile, payerProfileId] = await Promise.all([
      directoryRepository.subjectProfile(deps.db, subjectId),
      directoryRepository.profileIdOfUser(deps.db, userId),
    ])
    if (profile || payerProfileId || Date.now() >= deadline) return { profile, payerProfileId }
  }
}

/**
 * Prices the step from the server's data (refusing purchases that would deliver nothing, see priceCheckout),
 * stores the pending payment with its `payment.started` outbox row (one transaction), then creates the PayPal
 * order (PayPal-Request-Id = the payment's id) and records its id on the row. Step 1 of a contract that one
 * of the renter's replacement credits applies to is paid by that credit instead (payStepOneWithCredit: a
 * completed payment of amount 0, no PayPal order, `approvalUrl: null`).
 *
 * The row is written first so that no PayPal order exists without a row naming it (the order's reference_id
 * is the payment id): an input the database refuses fails before PayPal is involved. If PayPal then fails,
 * the row is marked failed; if recording the order id fails, the row stays pending without an order and the
 * reconcile job marks it failed, while the order, whose approval link never reached the buyer, is never
 * approved or captured.
 */
export async function startCheckout(
  deps: Deps,
  user: AccessTokenClaims,
  input: CheckoutRequest,
): Promise<CheckoutResponse> {
  const { db, events, paypal, log, config } = deps
  const subjectId = input.subjectId?.toLowerCase() ?? null
  const { purpose } = input
  const serviceName = serviceNameFor(purpose)
  const profilePurpose = purpose === 'profile_creation' || purpose === 'unlock_contact'
  // An installment's subject is its ledger entry; the entry names the contract.
  const installment =
    purpose === 'contract_installment' && subjectId
      ? await directoryRepository.installmentEntry(db, subjectId)
      : null
  const contractId = CONTRACT_PURPOSES.has(purpose) ? subjectId : (installment?.contractId ?? null)
  const [service, contract, cancellation, completed, known, payerProfileId, profileFeePaid] = await Promise.all([
    serviceName ? serviceRepository.findByName(db, serviceName) : null,
    contractId ? directoryRepository.contractTerms(db, contractId) : null,
    contractId ? directoryRepository.contractCancellation(db, contractId) : null,
    subjectId
      ? paymentRepository.completedPurposes(db, user.sub, subjectId)
      : new Set<PaymentPurpose>(),
    profilePurpose && subjectId ? directoryRepository.subjectProfile(db, subjectId) : null,
    purpose === 'profile_creation' ? directoryRepository.profileIdOfUser(db, user.sub) : null,
    purpose === 'profile_creation' && subjectId
      ? paymentRepository.completedExists(db, purpose, subjectId)
      : false,
  ])
  // The contract's payee: the installment's (as signed) or the steps'; payments wait until its cosigner confirmed it.
  const payee = installment
    ? { userId: installment.cosignerId, email: installment.cosignerPaypalEmail ?? contract?.cosignerPaypalEmail ?? null }
    : contract && { userId: contract.cosignerId, email: contract.cosignerPaypalEmail }
  const payeeConfirmed = payee ? await directoryRepository.payoutEmailConfirmed(db, payee.userId, payee.email) : false
  let pricing: PricingInput = {
    purpose,
    userId: user.sub,
    role: user.role,
    subjectId,
    service,
    contract: CONTRACT_PURPOSES.has(purpose) ? contract : null,
    installment: installment && {
      renterId: installment.renterId,
      amountCents: installment.amountCents,
      cosignerPaypalEmail: installment.cosignerPaypalEmail ?? contract?.cosignerPaypalEmail ?? null,
    },
    contractCancelled: cancellation !== null,
    payeeConfirmed,
    completed,
    profile: known,
    payerProfileId,
    profileFeePaid,
    contactUnlocked: false,
  }
  // A profile fee for a draft whose announcement may not have arrived yet: wait for it (briefly) before
  // refusing an id this service does not know as the payer's.
  if (awaitsProfileAnnouncement(pricing) && subjectId)
    pricing = { ...pricing, ...(await waitForProfileAnnouncement(deps, user.sub, subjectId)) }
  const { profile } = pricing
  if (purpose === 'unlock_contact' && subjectId && profile)
    pricing.contactUnlocked = await directoryRepository.contactUnlocked(
      db,
      user.sub,
      subjectId,
      profile.ownerId,
    )
  const priced = priceCheckout(pricing)

  // Display names for the back office: the name the auth service announced, else the one sent, else the email.
  const payerName =
    (await directoryRepository.userName(db, user.sub)) ?? (input.payerName?.trim() || user.email)
  const cosignerId =
    installment?.cosignerId ??
    contract?.cosignerId ??
    (purpose === 'profile_creation'
      ? user.sub
      : (profile?.ownerId ?? (await directoryRepository.profileOwner(db, subjectId))))
  const payingCosigner = purpose === 'profile_creation'
  const cosignerName = payingCosigner
    ? payerName
    : ((await directoryRepository.userName(db, cosignerId)) ?? contract?.cosignerPaypalEmail ?? null)

  const paymentId = randomUUID()
  const row = {
    id: paymentId,
    userId: user.sub,
    purpose,
    subjectId,
    contractId,
    amountCents: priced.amountCents,
    platformFeeCents: priced.platformFeeCents,
    description: priced.description,
    renterId: payingCosigner ? null : user.sub,
    cosignerId,
    renterName: payingCosigner ? null : payerName,
    cosignerName,
    payeeEmail: priced.payeeEmail,
    metadata: (input.metadata as object | undefined) ?? undefined,
  }

  // Step 1 of a contract with another cosigner than one who cancelled on this renter: an available
  // Cosigner Replacement Guarantee credit pays it, without PayPal.
  if (purpose === 'contract_platform_fee' && contract && contractId) {
    const paid = await payStepOneWithCredit(deps, row, { ...contract, contractId })
    if (paid) return { paymentId: paid.id, orderId: '', approvalUrl: null, amountCents: paid.amountCents }
  }

  // The pending row and payment.started together: the contract screen shows the step as processing.
  await deps.transaction(async (tx) => {
    const created = await paymentRepository.create(tx, row)
    await outboxRepository.add(tx, events.record('payment.started', paymentEventData(created)))
  })
  void events.flush()

  const { returnUrl, cancelUrl } = returnUrls(config.publicOrigin, purpose, contractId)
  let order: { orderId: string; approvalUrl: string }
  try {
    order = await paypal.createOrder({
      requestId: paymentId,
      referenceId: paymentId,
      amountCents: priced.amountCents,
      description: priced.description,
      payeeEmail: priced.payeeEmail,
      platformFeeCents: purpose === 'contract_installment' ? priced.platformFeeCents : undefined,
      returnUrl,
      cancelUrl,
    })
  } catch (err) {
    log.error({ err, paymentId }, 'PayPal order creation failed')
    // No order to approve: the attempt ends here (no event; nothing was bought or charged).
    await paymentRepository
      .transition(db, paymentId, 'pending', {
        status: 'failed',
        failureReason: PAYMENT_MESSAGES.paymentProviderUnavailable,
      })
      .catch((e: unknown) => log.error({ err: e, paymentId }, 'could not mark the checkout failed'))
    throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', PAYMENT_MESSAGES.paymentProviderUnavailable)
  }

  await paymentRepository.update(db, paymentId, { providerOrderId: order.orderId })
  return {
    paymentId,
    orderId: order.orderId,
    approvalUrl: order.approvalUrl,
    amountCents: priced.amountCents,
  }
}
