// What the share-link use cases have in common: who is a party, the DTO, the token's hash.
import { createHash } from 'node:crypto'
import type { AgreementShareDto } from '@cosign/api'
import type { AgreementShare, SignedAgreement } from '../generated/prisma/client.js'
import { asAgreementStatus } from '../model/shared-agreement-status.js'
import { agreementStatusRepository } from '../repositories/agreement-status-repository.js'
import type { Deps, Viewer } from './deps.js'
import { agreementNotFound, findVisibleAgreement } from './signed-agreement-access.js'

type PartyRole = 'renter' | 'cosigner'

/** SHA-256 (hex) of a share token: the only form it is stored in. */
export const shareTokenHash = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex')

export function partyRoleOf(
  row: Pick<SignedAgreement, 'renterId' | 'cosignerId'>,
  userId: string | null,
): PartyRole | null {
  const id = userId?.toLowerCase()
  if (!id) return null
  return id === row.renterId ? 'renter' : id === row.cosignerId ? 'cosigner' : null
}

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

export function toShareDto(
  share: AgreementShare,
  agreement: Pick<SignedAgreement, 'renterId' | 'cosignerId'>,
): AgreementShareDto {
  return {
    id: share.id,
    createdAt: share.createdAt.toISOString(),
    createdByRole: partyRoleOf(agreement, share.createdBy) ?? 'renter',
    revokedAt: share.revokedAt?.toISOString() ?? null,
    revokedByRole: share.revokedAt ? partyRoleOf(agreement, share.revokedBy) : null,
  }
}
