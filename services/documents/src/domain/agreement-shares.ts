// What the share-link use cases have in common: the agreement of a party, the contract's status.
import { asAgreementStatus } from '../model/shared-agreement-status.js'
import { agreementStatusRepository } from '../repositories/agreement-status-repository.js'
import type { Deps, Viewer } from './deps.js'
import { findVisibleAgreement } from './signed-agreement-access.js'
import { agreementNotFound, partyRoleOf } from '../model/signed-agreement.js'

/**
 * The agreement of a contract the viewer is a party of, with the viewer's role. Anyone else (admins included:
 * the link is the parties' to give) gets 404 "not found".
 */
export async function findAgreementOfParty(deps: Pick<Deps, 'prisma'>, viewer: Viewer, contractId: string) {
  const row = await findVisibleAgreement(deps, viewer, contractId)
  const role = partyRoleOf(row, viewer.sub)
  if (!role) throw agreementNotFound()
  return { row, role }
}

export async function agreementStatusOf(deps: Pick<Deps, 'prisma'>, contractId: string) {
  return asAgreementStatus((await agreementStatusRepository.find(deps.prisma, contractId))?.status)
}
