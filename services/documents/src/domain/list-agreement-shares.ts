import type { AgreementShareListResponse } from '@cosign/api'
import { agreementShareRepository } from '../repositories/agreement-share-repository.js'
import { findAgreementOfParty } from './agreement-shares.js'
import { toShareDto } from '../model/signed-agreement.js'
import type { Deps, Viewer } from './deps.js'

/** GET /agreements/:contractId/shares: every link of the contract (revoked ones too), newest first; parties only. */
export async function listAgreementShares(
  deps: Pick<Deps, 'prisma'>,
  viewer: Viewer,
  contractId: string,
): Promise<AgreementShareListResponse> {
  const { row } = await findAgreementOfParty(deps, viewer, contractId)
  const shares = await agreementShareRepository.listByContract(deps.prisma, row.contractId)
  return { items: shares.map((share) => toShareDto(share, row)) }
}
