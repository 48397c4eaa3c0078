import type { ContractDto, SignContractRequest } from '@cosign/api'
import type { Contract } from '../generated/prisma/client.js'
import { contractRepository } from '../repositories/contract-repository.js'
import { toContractDto } from './contract-dto.js'
import type { Deps, RequestOrigin } from './deps.js'
import { notAwaitingSignature, signatureInvalid, termsChanged } from './errors.js'
import { decodeSignaturePng } from './signature-image.js'
import { historyRow, signatureRow } from './signature-rows.js'

/**
 * The cosigner signs a contract an admin created for them (awaiting_cosigner -> cosigner_signed), with the same
 * audit record as every signature, in one statement (`contractRepository.signAndMove`): one of two concurrent
 * clicks gets through; the other answers 409. Writes the signature, history, `contract.cosigner_signed` and both parties' notifications: from
 * here on the contract is the same as one the cosigner created and signed.
 */
export async function signContractAsCosigner(
  deps: Deps,
  contract: Contract,
  input: SignContractRequest,
  origin: RequestOrigin,
): Promise<ContractDto> {
  const { prisma, record } = deps
  if (contract.status !== 'awaiting_cosigner') throw notAwaitingSignature()
  if (input.termsHash !== contract.termsHash) throw termsChanged()
  const png = decodeSignaturePng(input.imagePng)
  if (!png) throw signatureInvalid()

  const earlierHistory = await contractRepository.history(prisma, contract.id)
  const now = new Date()
  const signature = signatureRow(contract, 'cosigner', png, origin, now)
  const entry = historyRow(contract.id, 'cosigner_signed', contract.cosignerId, 'cosigner', 'Signed by the cosigner', origin, now)
  const moved = await contractRepository.signAndMove(prisma, {
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
  return toContractDto({ ...contract, status: 'cosigner_signed', updatedAt: now }, [signature], [...earlierHistory, entry])
}
