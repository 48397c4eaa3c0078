import type { ContractDto, ContractStatus } from '@cosign/api'
import { visibleTo } from '../model/access.js'
import { toContractDto } from '../model/contract-dto.js'
import { alreadyFinal } from '../model/errors.js'
import { notificationRows } from '../model/notifications.js'
import { CANCELLABLE_STATUSES } from '../model/status.js'
import type { Deps, RequestOrigin, Viewer } from './deps.js'

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
  const { contracts, outbox, record } = deps
  const { contract, party } = visibleTo(await contracts.findById(deps.db, contractId.toLowerCase()), viewer)
  if (!CANCELLABLE_STATUSES.includes(contract.status as ContractStatus)) throw alreadyFinal()
  const note = reason.trim() || reason
  const now = deps.now()
  return deps.transaction(async (tx) => {
    if (!(await contracts.markCancelled(tx, contract.id, CANCELLABLE_STATUSES, party, note, now))) throw alreadyFinal()
    await contracts.addHistory(tx, {
      contractId: contract.id,
      status: 'cancelled',
      actorId: viewer.id.toLowerCase(),
      actorRole: party,
      note,
      ip: origin.ip,
      userAgent: origin.userAgent,
      at: now,
    })
    const who = party === 'renter' ? contract.renterName : party === 'cosigner' ? contract.cosignerName : 'An administrator'
    const others =
      party === 'renter' ? [contract.cosignerId] : party === 'cosigner' ? [contract.renterId] : [contract.renterId, contract.cosignerId]
    await outbox.add(
      tx,
      record('contract.cancelled', {
        contractId: contract.id,
        renterId: contract.renterId,
        cosignerId: contract.cosignerId,
        cancelledBy: party,
        cancelledByUserId: viewer.id.toLowerCase(),
        reason: note,
      }),
      ...notificationRows(record, others, 'Contract cancelled', `${who} cancelled the cosigning contract. Reason: ${note}`),
    )
    const [updated, signatures, history] = await Promise.all([
      contracts.findById(tx, contract.id),
      contracts.signatures(tx, contract.id),
      contracts.history(tx, contract.id),
    ])
    return toContractDto(updated!, signatures, history)
  })
}
