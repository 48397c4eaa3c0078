import type { FastifyInstance } from 'fastify'
import { DOCUMENT_MESSAGES, type AccessTokenClaims } from '@cosign/api'
import { AppError, forbidden, notFound } from '@cosign/service-kit'
import { signedAgreementRepository } from '../repositories/signed-agreement-repository.js'
import { verifyLink } from './file-links.js'
import { agreementFileName, findVisibleAgreement } from './signed-agreement-access.js'

async function openStored(app: FastifyInstance, row: { storageKey: string; contractId: string }) {
  const file = await app.files.open(row.storageKey)
  if (!file) throw notFound('File not found')
  return { file, fileType: 'application/pdf', fileName: agreementFileName(row.contractId) }
}

/** GET /agreements/:contractId/file: the PDF, for the two parties and admins. */
export async function openSignedAgreement(
  app: FastifyInstance,
  viewer: AccessTokenClaims,
  contractId: string,
) {
  return openStored(app, await findVisibleAgreement(app, viewer, contractId))
}

/** GET /agreements/files/:token: the PDF a signed link points to (403 forged or altered, 410 expired). */
export async function openSignedAgreementLink(app: FastifyInstance, token: string, linkSecret: string) {
  const check = verifyLink(token, linkSecret, Date.now(), 'agreement')
  if (!check.ok)
    throw check.reason === 'expired'
      ? new AppError(410, 'LINK_EXPIRED', DOCUMENT_MESSAGES.linkExpired)
      : forbidden(DOCUMENT_MESSAGES.linkInvalid)
  const row = await signedAgreementRepository.findByContractId(app.prisma, check.claims.id)
  if (!row) throw notFound('File not found')
  return openStored(app, row)
}
