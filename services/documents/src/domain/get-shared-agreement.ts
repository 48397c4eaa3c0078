import { AGREEMENT_SHARE_MESSAGES, type SharedAgreementResponse } from '@cosign/api'
import { AppError } from '@cosign/service-kit'
import type { SignedAgreement } from '../repositories/db.js'
import { agreementShareRepository } from '../repositories/agreement-share-repository.js'
import { signedAgreementRepository } from '../repositories/signed-agreement-repository.js'
import { agreementStatusOf } from './agreement-shares.js'
import { shareTokenHash } from '../model/signed-agreement.js'
import type { Deps } from './deps.js'

const linkNotFound = () => new AppError(404, 'SHARE_LINK_NOT_FOUND', AGREEMENT_SHARE_MESSAGES.notFound)
const linkRevoked = () => new AppError(410, 'SHARE_LINK_REVOKED', AGREEMENT_SHARE_MESSAGES.revoked)

/** The agreement a share token opens: 404 for a token we never issued, 410 once a party revoked it. */
export async function findSharedAgreement(
  deps: Pick<Deps, 'prisma'>,
  token: string,
): Promise<SignedAgreement> {
  const share = await agreementShareRepository.findByTokenHash(deps.prisma, shareTokenHash(token))
  if (!share) throw linkNotFound()
  if (share.revokedAt) throw linkRevoked()
  const row = await signedAgreementRepository.findByContractId(deps.prisma, share.contractId)
  if (!row) throw linkNotFound()
  return row
}

/**
 * GET /agreements/shared/:token (public): what a landlord needs and nothing more: names, property, term, the
 * cosigner's maximum liability, status, issue date, fingerprint. Never ids, emails, fee, income or score.
 */
export async function getSharedAgreement(
  deps: Pick<Deps, 'prisma'>,
  token: string,
): Promise<SharedAgreementResponse> {
  const row = await findSharedAgreement(deps, token)
  return {
    agreement: {
      renterName: row.renterName,
      cosignerName: row.cosignerName,
      propertyAddress: row.propertyAddress,
      leaseStartDate: row.leaseStartDate,
      leaseEndDate: row.leaseEndDate,
      maxLiabilityCents: row.maxLiabilityCents,
      status: await agreementStatusOf(deps, row.contractId),
      issuedAt: row.createdAt.toISOString(),
      sha256: row.sha256,
    },
  }
}
