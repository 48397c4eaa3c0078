import type { FastifyInstance } from 'fastify'
import { DOCUMENT_MESSAGES } from '@cosign/contracts'
import { AppError, forbidden, notFound } from '@cosign/service-kit'
import { creditReportRepository } from '../repositories/credit-report-repository.js'
import { verifyLink } from './file-links.js'

/** The file a signed link points to: 403 for a forged or altered link, 410 once it has expired. */
export async function openFileLink(app: FastifyInstance, token: string, linkSecret: string) {
  const check = verifyLink(token, linkSecret)
  if (!check.ok)
    throw check.reason === 'expired'
      ? new AppError(410, 'LINK_EXPIRED', DOCUMENT_MESSAGES.linkExpired)
      : forbidden(DOCUMENT_MESSAGES.linkInvalid)
  const report = await creditReportRepository.findById(app.prisma, check.claims.id)
  const file = report && (await app.files.open(report.storageKey))
  if (!report || !file) throw notFound('File not found')
  return { file, fileType: report.fileType, fileName: report.fileName }
}
