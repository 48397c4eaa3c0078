import { adminActionOf } from '@cosign/api'
import { randomUUID } from 'node:crypto'
import type { ContractDto, SignedTerms } from '@cosign/api'
import type { AppError } from '@cosign/service-kit'
import { toContractDto } from '../model/contract-dto.js'
import { isUniqueViolation } from '../model/errors.js'
import { signatureRow } from '../model/signature-rows.js'
import { contractColumnsOf } from '../model/terms.js'
import type { Deps, RequestOrigin } from './deps.js'
import { withPaymentHold } from './payment-hold.js'

/** A new contract as the cosigner (created and signed) or an admin (for the cosigner to sign) makes it. */
export interface NewContract {
  terms: SignedTerms
  termsHash: string
  matchRequestId: string | null
  status: 'cosigner_signed' | 'awaiting_cosigner'
  /** Who created it (an admin's address goes to the audit log), and the history row's note. */
  createdBy: { id: string; role: 'cosigner' | 'admin'; note: string; email?: string }
  origin: RequestOrigin
  /** The cosigner's signature, when they sign as they create it. */
  cosignerSignaturePng?: Uint8Array<ArrayBuffer>
  /** The party asked to sign next. */
  notify: { userId: string; message: string }
  /** The refusal when the partial unique index finds an open contract of the same kind (a double submit). */
  duplicate: () => AppError
}

/**
 * One transaction writes the contract, the cosigner's signature with its audit record (if any), the history row,
 * `contract.created` and the notification of the party who signs next.
 */
export async function storeNewContract(deps: Deps, n: NewContract): Promise<ContractDto> {
  const { contracts, outbox, record } = deps
  const id = randomUUID()
  const now = deps.now()
  const { terms, origin } = n
  try {
    const dto = await deps.transaction(async (tx) => {
      const contract = await contracts.insert(
        tx,
        { id, matchRequestId: n.matchRequestId, status: n.status, termsHash: n.termsHash, ...contractColumnsOf(terms) },
        now,
      )
      const signatures = n.cosignerSignaturePng
        ? [await contracts.addSignature(tx, signatureRow(contract, 'cosigner', n.cosignerSignaturePng, origin, now))]
        : []
      const history = await contracts.addHistory(tx, {
        contractId: id,
        status: n.status,
        actorId: n.createdBy.id,
        actorRole: n.createdBy.role,
        note: n.createdBy.note,
        ip: origin.ip,
        userAgent: origin.userAgent,
        at: now,
      })
      await outbox.add(
        tx,
        record('contract.created', {
          contractId: id,
          renterId: terms.renterId,
          cosignerId: terms.cosignerId,
          feeCents: terms.feeCents,
          createdBy: n.createdBy.id,
          status: n.status,
        }),
        record('notification.requested', { userId: n.notify.userId, title: 'Contract ready to sign', message: n.notify.message }),
        // An admin's contract is an admin action (issue 30): the audit log's row commits with it.
        ...(n.createdBy.role === 'admin'
          ? [
              record('admin_action.recorded', adminActionOf(n.createdBy, 'contract.created_for_cosigner', ['contract', id],
                null,
                { renterId: terms.renterId, cosignerId: terms.cosignerId, feeCents: terms.feeCents, status: n.status },
              )),
            ]
          : []),
      )
      return toContractDto(contract, signatures, [history])
    })
    return await withPaymentHold(deps, dto, n.createdBy.id)
  } catch (err) {
    if (isUniqueViolation(err)) throw n.duplicate()
    throw err
  }
}
