import { AGREEMENT_SHARE_MESSAGES } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { agreementShareRepository } from '../repositories/agreement-share-repository.js'
import { findAgreementOfParty } from './agreement-shares.js'
import type { Deps, Viewer } from './deps.js'

/** DELETE /agreements/:contractId/shares/:shareId: either party revokes any link of the contract (idempotent). */
export async function revokeAgreementShare(
  deps: Pick<Deps, 'prisma' | 'now'>,
  viewer: Viewer,
  contractId: string,
  shareId: string,
): Promise<void> {
  const { row } = await findAgreementOfParty(deps, viewer, contractId)
  const share = await agreementShareRepository.findOfContract(
    deps.prisma,
    row.contractId,
    shareId.toLowerCase(),
  )
  if (!share) throw notFound(AGREEMENT_SHARE_MESSAGES.shareNotFound)
  await agreementShareRepository.revoke(deps.prisma, share.id, viewer.sub.toLowerCase(), deps.now())
}
