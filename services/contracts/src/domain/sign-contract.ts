import { CONTRACT_MESSAGES, dueAtSigningCents, type ContractDto, type SignContractRequest } from '@cosign/api'
import { conflict, forbidden } from '@cosign/service-kit'
import { agreementData } from '../model/agreement.js'
import { visibleTo } from '../model/access.js'
import { toContractDto } from '../model/contract-dto.js'
import { CONTRACT_ERROR_CODES, notAwaitingSignature, signatureInvalid, termsChanged } from '../model/errors.js'
import { decodeSignaturePng } from '../model/signature-image.js'
import { historyRow, signatureRow } from '../model/signature-rows.js'
import { termsOfContract } from '../model/terms.js'
import type { Deps, RequestOrigin, Viewer } from './deps.js'
import { signContractAsCosigner } from './sign-contract-as-cosigner.js'
import { withPaymentHold } from './payment-hold.js'

/**
 * POST /contracts/:id/sign: the party whose turn it is signs. The cosigner signs a contract an admin created for
 * them (awaiting_cosigner, see sign-contract-as-cosigner.ts); otherwise the renter signs the terms whose hash
 * they were shown. One statement (`contractRepository.signAndMove`) moves cosigner_signed -> fully_signed only if
 * the contract is still there, so exactly one of two concurrent clicks gets through (the other answers 409),
 * and writes the signature and audit record, history, `contract.fully_signed` (with the agreement for the PDF)
 * and both parties' notifications.
 */
export async function signContract(
  deps: Deps,
  viewer: Viewer,
  contractId: string,
  input: SignContractRequest,
  origin: RequestOrigin,
): Promise<ContractDto> {
  const { db, contracts, record } = deps
  const { contract, party } = visibleTo(await contracts.findById(db, contractId.toLowerCase()), viewer)
  if (party === 'admin') throw forbidden(CONTRACT_MESSAGES.adminCannotSign)
  if (party === 'cosigner') return signContractAsCosigner(deps, contract, input, origin)
  if (contract.status === 'awaiting_cosigner')
    throw conflict(CONTRACT_MESSAGES.awaitingCosigner, CONTRACT_ERROR_CODES.notAwaitingSignature)
  if (contract.status !== 'cosigner_signed') throw notAwaitingSignature()
  if (input.termsHash !== contract.termsHash) throw termsChanged()
  const png = decodeSignaturePng(input.imagePng)
  if (!png) throw signatureInvalid()

  // What the transaction adds to: read before it (a cosigner_signed contract's signature and history only
  // change with a status change, which the conditional update below would see).
  const [cosignerSignatures, earlierHistory] = await Promise.all([
    contracts.signatures(db, contract.id),
    contracts.history(db, contract.id),
  ])
  const now = deps.now()
  const updated = { ...contract, status: 'fully_signed', updatedAt: now }
  const terms = termsOfContract(updated)
  const signature = signatureRow(contract, 'renter', png, origin, now)
  const entry = historyRow(contract.id, 'fully_signed', contract.renterId, 'renter', 'Signed by the renter', origin, now)
  const signatures = [...cosignerSignatures, signature]
  const history = [...earlierHistory, entry]
  const parties = { contractId: contract.id, renterId: contract.renterId, cosignerId: contract.cosignerId }
  const moved = await contracts.signAndMove(db, {
    from: 'cosigner_signed',
    to: 'fully_signed',
    termsHash: input.termsHash,
    at: now,
    signature,
    history: entry,
    outbox: [
      record('contract.fully_signed', {
        ...parties,
        feeCents: dueAtSigningCents(terms),
        totalFeeCents: terms.feeCents,
        feeOption: terms.feeOption,
        cosignerPaypalEmail: terms.cosignerPaypalEmail,
        agreement: agreementData(updated, terms, signatures, history),
      }),
      record('notification.requested', { userId: contract.renterId, title: 'Contract signed', message: CONTRACT_MESSAGES.signed }),
      record('notification.requested', {
        userId: contract.cosignerId,
        title: 'Contract signed by the renter',
        message: `${contract.renterName} signed your cosigning contract. It is final once the renter has paid.`,
      }),
    ],
  })
  if (!moved) throw notAwaitingSignature()
  return withPaymentHold(deps, toContractDto(updated, signatures, history), viewer.id)
}
