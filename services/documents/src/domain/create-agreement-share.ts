import { randomBytes } from 'node:crypto'
import {
  AGREEMENT_SHARE_MAX_ACTIVE,
  AGREEMENT_SHARE_MESSAGES,
  agreementVerificationUrl,
  type CreateAgreementShareResponse,
} from '@cosign/api'
import { conflict } from '@cosign/service-kit'
import { isShareable } from '../model/shared-agreement-status.js'
import { agreementShareRepository } from '../repositories/agreement-share-repository.js'
import { agreementStatusOf, findAgreementOfParty } from './agreement-shares.js'
import { shareTokenHash, toShareDto } from '../model/signed-agreement.js'
import type { Deps, Viewer } from './deps.js'
import { inTransaction } from '../repositories/db.js'
import { signedAgreementRepository } from '../repositories/signed-agreement-repository.js'

/**
 * POST /agreements/:contractId/shares: a party of a finalized contract makes a link for their landlord. The
 * token (256 random bits) is in the URL answered once; only its SHA-256 is stored, so the URL cannot be shown
 * again (a lost link is revoked and a new one made).
 */
export async function createAgreementShare(
  deps: Pick<Deps, 'prisma' | 'publicOrigin' | 'now'>,
  viewer: Viewer,
  contractId: string,
): Promise<CreateAgreementShareResponse> {
  const { row } = await findAgreementOfParty(deps, viewer, contractId)
  if (!isShareable(await agreementStatusOf(deps, row.contractId)))
    throw conflict(AGREEMENT_SHARE_MESSAGES.notFinalized, 'CONTRACT_NOT_FINALIZED')
  const token = randomBytes(32).toString('base64url')
  const share = await inTransaction(deps.prisma, async (tx) => {
    // Counted and inserted under the agreement row's lock, so two tabs cannot both pass the limit.
    await signedAgreementRepository.lock(tx, row.contractId)
    if ((await agreementShareRepository.countActive(tx, row.contractId)) >= AGREEMENT_SHARE_MAX_ACTIVE)
      throw conflict(AGREEMENT_SHARE_MESSAGES.tooMany, 'TOO_MANY_SHARE_LINKS')
    return agreementShareRepository.create(tx, {
      contractId: row.contractId,
      tokenHash: shareTokenHash(token),
      createdBy: viewer.sub.toLowerCase(),
      createdAt: deps.now(),
    })
  })
  return { share: toShareDto(share, row), url: agreementVerificationUrl(deps.publicOrigin, token) }
}
