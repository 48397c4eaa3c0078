import type { ContractDto, SignContractRequest } from '@cosign/api'
import { toContractDto } from '../model/contract-dto.js'
import { notAwaitingSignature, signatureInvalid, termsChanged } from '../model/errors.js'
import type { ContractRow } from '../model/rows.js'
import { decodeSignaturePng } from '../model/signature-image.js'
import { historyRow, signatureRow } from '../model/signature-rows.js'
import type { Deps, RequestOrigin } from './deps.js'
import { withPaymentHold } from './payment-hold.js'

/**
 * The cosigner signs a contract an admin created for them (awaiting_cosigner -> cosigner_signed), with the same
 * audit record as every signature, in one statement (`contractRepository.signAndMove`): one of two concurrent
 * clicks gets through; the other answers 409. Writes the signature, history, `contract.cosigner_signed` and both parties' notifications: from
 * here on the contract is the same as one the cosigner created and signed.
 */
export async function signContractAsCosigner(
  deps: Deps,
  contract: ContractRow,
  input: SignContractRequest,
  origin: RequestOrigin,
): Promise<ContractDto> {
  const { db, contracts, record } = deps
  if (contract.status !== 'awaiting_cosigner') throw notAwaitingSignature()
  if (input.termsHash !== contract.termsHash) throw termsChanged()
  const png = decodeSignaturePng(input.imagePng)
  if (!png) throw signatureInvalid()

  const earlierHistory = await contracts.history(db, contract.id)
  const now = deps.now()
  const signature = signatureRow(contract, 'cosigner', png, origin, now)
  const entry = historyRow(contract.id, 'cosigner_signed', contract.cosignerId, 'cosigner', 'Signed by the cosigner', origin, now)
  const moved = await contracts.signAndMove(db, {
    from: 'awaiting_cosigner',
    to: 'cosigner_signed',
    termsHash: input.termsHash,
    at: now,
    signature,
    history: entry,
    outbox: [
      record('contract.cosigner_signed', { contractId: contract.id, renterId: contract.renterId, cosignerId: contract.cosignerId }),
      record('notification.requested', {
        userId: contract.renterId,
        title: 'Contract ready to sign',
        message: `${contract.cosignerName} signed a cosigning contract for you. Please review and sign it.`,
      }),
      record('notification.requested', {
        userId: contract.cosignerId,
        title: 'Contract signed',
        message: `You signed the contract with ${contract.renterName}. It now waits for the renter's signature.`,
      }),
    ],
  })
  if (!moved) throw notAwaitingSignature()
  const dto = toContractDto({ ...contract, status: 'cosigner_signed', updatedAt: now }, [signature], [...earlierHistory, entry])
  return withPaymentHold(deps, dto, contract.cosignerId)
}
