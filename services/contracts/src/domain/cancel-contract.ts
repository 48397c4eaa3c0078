import type { ContractDto, ContractStatus } from '@cosign/api'
import { contractRepository } from '../repositories/contract-repository.js'
import { visibleTo } from './access.js'
import { toContractDto } from './contract-dto.js'
import type { Deps, RequestOrigin, Viewer } from './deps.js'
import { alreadyFinal } from './errors.js'
import { emit, notify } from './notify.js'
import { CANCELLABLE_STATUSES } from './status.js'

/**
 * POST /contracts/:id/cancel: either party or an admin, until the contract is finalized. A conditional update
 * makes a cancel racing with the last payment (finalize) or another cancel a clean 409.
 */
export async function cancelContract(
  deps: Deps,
  viewer: Viewer,
  contractId: string,
  reason: string,
  origin: RequestOrigin,
): Promise<ContractDto> {
  const { prisma, record } = deps
  const { contract, party } = visibleTo(await contractRepository.findById(prisma, contractId.toLowerCase()), viewer)
  if (!CANCELLABLE_STATUSES.includes(contract.status as ContractStatus)) throw alreadyFinal()
  const note = reason.trim() || reason
  const now = new Date()
  return prisma.$transaction(async (tx) => {
    const moved = await tx.contract.updateMany({
      where: { id: contract.id, status: { in: CANCELLABLE_STATUSES } },
      data: { status: 'cancelled', cancelledBy: party, cancelReason: note, updatedAt: now },
    })
    if (moved.count === 0) throw alreadyFinal()
    await contractRepository.addHistory(tx, {
      contractId: contract.id,
      status: 'cancelled',
      actorId: viewer.id.toLowerCase(),
      actorRole: party,
      note,
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    })
    await emit(tx, record, 'contract.cancelled', {
      contractId: contract.id,
      renterId: contract.renterId,
      cosignerId: contract.cosignerId,
      cancelledBy: party,
      cancelledByUserId: viewer.id.toLowerCase(),
      reason: note,
    })
    const who = party === 'renter' ? contract.renterName : party === 'cosigner' ? contract.cosignerName : 'An administrator'
    const others =
      party === 'renter' ? [contract.cosignerId] : party === 'cosigner' ? [contract.renterId] : [contract.renterId, contract.cosignerId]
    await notify(tx, record, others, 'Contract cancelled', `${who} cancelled the cosigning contract. Reason: ${note}`)
    const [updated, signatures, history] = await Promise.all([
      contractRepository.findById(tx, contract.id),
      contractRepository.signatures(tx, contract.id),
      contractRepository.history(tx, contract.id),
    ])
    return toContractDto(updated!, signatures, history)
  })
}
