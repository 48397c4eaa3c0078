import type { DisputeSubjectDto, DisputeSubjectType, PaymentPurpose, PaymentStatus, ContractStatus } from '@cosign/api'
import type { ChatContract, ChatPayment, Db } from '../repositories/db.js'
import { conversationRepository } from '../repositories/conversation-repository.js'
import { readModelRepository } from '../repositories/read-model-repository.js'
import { subjectReadModelRepository } from '../repositories/subject-read-model-repository.js'
import { displayNameOf } from '../model/chat-dto.js'
import { contractNotFound, paymentNotFound } from '../model/dispute-errors.js'

const CONTRACT_PURPOSES: ReadonlySet<string> = new Set(['contract_platform_fee', 'contract_cosigner_payment', 'contract_installment'])
const PROFILE_PURPOSES: ReadonlySet<string> = new Set(['unlock_contact', 'match_request'])

/**
 * The payment or contract a user may report: their own payment (they paid it) or a contract they are a party of.
 * Someone else's and an unknown id get the same 404, so ids do not leak.
 */
export async function ownSubject(db: Db, userId: string, type: DisputeSubjectType, id: string): Promise<void> {
  if (type === 'payment') {
    const payment = await subjectReadModelRepository.payment(db, id)
    if (payment?.userId !== userId) throw paymentNotFound()
    return
  }
  const contract = await readModelRepository.contract(db, id)
  if (!contract || (contract.renterId !== userId && contract.cosignerId !== userId)) throw contractNotFound()
}

interface Subject {
  payment: ChatPayment | null
  contract: ChatContract | null
  /** The renter and cosigner the subject is between, when it is between two people. */
  pair: { renterId: string; cosignerId: string } | null
}

/** The subject with the two people it concerns: a contract's parties, or a renter and the profile they paid for. */
export async function subjectOf(db: Db, type: DisputeSubjectType, id: string): Promise<Subject> {
  if (type === 'contract') {
    const contract = await readModelRepository.contract(db, id)
    return { payment: null, contract, pair: contract }
  }
  const payment = await subjectReadModelRepository.payment(db, id)
  if (!payment?.subjectId) return { payment, contract: null, pair: null }
  if (CONTRACT_PURPOSES.has(payment.purpose)) {
    const contract = await readModelRepository.contract(db, payment.subjectId)
    return { payment, contract, pair: contract }
  }
  if (PROFILE_PURPOSES.has(payment.purpose)) {
    const owner = await readModelRepository.profileOwner(db, payment.subjectId)
    return { payment, contract: null, pair: owner ? { renterId: payment.userId, cosignerId: owner.userId } : null }
  }
  return { payment, contract: null, pair: null }
}

/** What the admin's detail view shows of the subject (names from chat_users). */
export async function subjectDto(db: Db, type: DisputeSubjectType, subject: Subject): Promise<DisputeSubjectDto | null> {
  const ids = [subject.payment?.userId, subject.contract?.renterId, subject.contract?.cosignerId].filter((x): x is string => !!x)
  const users = new Map((await readModelRepository.users(db, ids)).map((u) => [u.userId, u]))
  if (type === 'payment' && subject.payment) {
    const p = subject.payment
    const payerRole = users.get(p.userId)?.role === 'COSIGNER' ? 'cosigner' : 'renter'
    return {
      type: 'payment',
      id: p.paymentId,
      purpose: p.purpose as PaymentPurpose,
      status: p.status as PaymentStatus,
      amountCents: p.amountCents,
      paidForId: p.subjectId,
      payerId: p.userId,
      payerName: displayNameOf(users.get(p.userId), payerRole),
      at: p.statusAt.toISOString(),
    }
  }
  if (type === 'contract' && subject.contract) {
    const c = subject.contract
    return {
      type: 'contract',
      id: c.contractId,
      status: c.status as ContractStatus | null,
      feeCents: c.feeCents,
      renterId: c.renterId,
      renterName: displayNameOf(users.get(c.renterId), 'renter'),
      cosignerId: c.cosignerId,
      cosignerName: displayNameOf(users.get(c.cosignerId), 'cosigner'),
      createdAt: c.createdAt.toISOString(),
    }
  }
  return null
}

/** The conversation of the two people a subject is between, if they have one. */
export function conversationOfPair(db: Db, pair: Subject['pair']) {
  return pair ? conversationRepository.findByPair(db, pair.renterId, pair.cosignerId) : Promise.resolve(null)
}
