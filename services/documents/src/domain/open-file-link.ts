import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { DOCUMENT_MESSAGES } from '@cosign/api'
import { AppError, forbidden, notFound } from '@cosign/service-kit'
import { creditReportRepository } from '../repositories/credit-report-repository.js'
import { grantRepository } from '../repositories/grant-repository.js'
import { usedLinkRepository } from '../repositories/used-link-repository.js'
import { verifyLink } from './file-links.js'

/**
 * The file a signed link points to: 403 for a forged or altered link, 410 once it has expired, and 410 for a
 * requester's one-view link (`credit_report_view`) fetched again: the first fetch uses it up, atomically, so
 * two fetches racing get one file between them.
 */
export async function openFileLink(app: FastifyInstance, token: string, linkSecret: string) {
  let check = verifyLink(token, linkSecret)
  const oneView = !check.ok && check.reason === 'invalid'
  if (oneView) check = verifyLink(token, linkSecret, Date.now(), 'credit_report_view')
  if (!check.ok)
    throw check.reason === 'expired'
      ? new AppError(410, 'LINK_EXPIRED', DOCUMENT_MESSAGES.linkExpired)
      : forbidden(DOCUMENT_MESSAGES.linkInvalid)
  if (oneView && !(await usedLinkRepository.use(app.prisma, createHash('sha256').update(token).digest('hex'))))
    throw new AppError(410, 'LINK_USED', DOCUMENT_MESSAGES.linkUsed)
  // A one-view link names the approval it used up: it opens that owner's report.
  const target = oneView ? await grantRepository.consumedTarget(app.prisma, check.claims.id) : null
  const report = oneView
    ? target && (await creditReportRepository.latestFor(app.prisma, target))
    : await creditReportRepository.findById(app.prisma, check.claims.id)
  const file = report && (await app.files.open(report.storageKey))
  if (!report || !file) throw notFound('File not found')
  return { file, fileType: report.fileType, fileName: report.fileName }
}
