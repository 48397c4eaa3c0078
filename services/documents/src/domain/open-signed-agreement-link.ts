import { DOCUMENT_MESSAGES } from '@cosign/api'
import { AppError, forbidden, notFound } from '@cosign/service-kit'
import { signedAgreementRepository } from '../repositories/signed-agreement-repository.js'
import type { Deps } from './deps.js'
import { verifyLink } from '../model/file-links.js'
import { openAgreementFile } from './signed-agreement-access.js'

/** GET /agreements/files/:token: the PDF a signed link points to (403 forged or altered, 410 expired). */
export async function openSignedAgreementLink(
  deps: Pick<Deps, 'prisma' | 'files' | 'linkSecret' | 'now'>,
  token: string,
) {
  const check = verifyLink(token, deps.linkSecret, deps.now().getTime(), 'agreement')
  if (!check.ok)
    throw check.reason === 'expired'
      ? new AppError(410, 'LINK_EXPIRED', DOCUMENT_MESSAGES.linkExpired)
      : forbidden(DOCUMENT_MESSAGES.linkInvalid)
  const row = await signedAgreementRepository.findByContractId(deps.prisma, check.claims.id)
  if (!row) throw notFound('File not found')
  return openAgreementFile(deps, row)
}
