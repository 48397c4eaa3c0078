import { randomUUID } from 'node:crypto'
import type { ContractDto, SignContractRequest } from '@cosign/contracts'
import type { Contract } from '../generated/prisma/client.js'
import { contractRepository } from '../repositories/contract-repository.js'
import { toContractDto } from './contract-dto.js'
import type { Deps, RequestOrigin } from './deps.js'
import { notAwaitingSignature, signatureInvalid, termsChanged } from './errors.js'
import { emit, notify } from './notify.js'
import { decodeSignaturePng } from './signature-image.js'

/**
 * The cosigner signs a contract an admin created for them (awaiting_cosigner -> cosigner_signed), with the same
 * audit record as every signature. A conditional update lets one of two concurrent clicks through; the other
 * answers 409. Writes the signature, history, `contract.cosigner_signed` and both parties' notifications: from
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
  return prisma.$transaction(async (tx) => {
    const moved = await tx.contract.updateMany({
      where: { id: contract.id, status: 'awaiting_cosigner', termsHash: input.termsHash },
      data: { status: 'cosigner_signed', updatedAt: now },
    })
    if (moved.count === 0) throw notAwaitingSignature()
    const signature = await tx.contractSignature.create({
      data: {
        id: randomUUID(),
        contractId: contract.id,
        role: 'cosigner',
        signerId: contract.cosignerId,
        signerName: contract.cosignerName,
        signedAt: now,
        ip: origin.ip,
        userAgent: origin.userAgent,
        termsHash: contract.termsHash,
        imagePng: png,
      },
    })
    const entry = await contractRepository.addHistory(tx, {
      contractId: contract.id,
      status: 'cosigner_signed',
      actorId: contract.cosignerId,
      actorRole: 'cosigner',
      note: 'Signed by the cosigner',
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    })
    await emit(tx, record, 'contract.cosigner_signed', {
      contractId: contract.id,
      renterId: contract.renterId,
      cosignerId: contract.cosignerId,
    })
    await notify(
      tx,
      record,
      [contract.renterId],
      'Contract ready to sign',
      `${contract.cosignerName} signed a cosigning contract for you. Please review and sign it.`,
    )
    await notify(tx, record, [contract.cosignerId], 'Contract signed', `You signed the contract with ${contract.renterName}. It now waits for the renter's signature.`)
    return toContractDto({ ...contract, status: 'cosigner_signed', updatedAt: now }, [signature], [...earlierHistory, entry])
  })
}
