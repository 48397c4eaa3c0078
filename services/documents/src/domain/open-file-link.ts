import { createHash } from 'node:crypto'
import { DOCUMENT_MESSAGES } from '@cosign/api'
import { AppError, forbidden, notFound } from '@cosign/service-kit'
import { creditReportRepository } from '../repositories/credit-report-repository.js'
import { grantRepository } from '../repositories/grant-repository.js'
import { usedLinkRepository } from '../repositories/used-link-repository.js'
import type { Deps } from './deps.js'
import { verifyLink } from '../model/file-links.js'

/**
 * The file a signed link points to: 403 for a forged or altered link, 410 once it has expired, and 410 for a
 * requester's one-view link (`credit_report_view`) fetched again: the first fetch uses it up, atomically, so
 * two fetches racing get one file between them.
 */
export async function openFileLink(
  deps: Pick<Deps, 'prisma' | 'files' | 'linkSecret' | 'now'>,
  token: string,
) {
  const { prisma, linkSecret } = deps
  const nowMs = deps.now().getTime()
  let check = verifyLink(token, linkSecret, nowMs)
  const oneView = !check.ok && check.reason === 'invalid'
  if (oneView) check = verifyLink(token, linkSecret, nowMs, 'credit_report_view')
  if (!check.ok)
    throw check.reason === 'expired'
      ? new AppError(410, 'LINK_EXPIRED', DOCUMENT_MESSAGES.linkExpired)
      : forbidden(DOCUMENT_MESSAGES.linkInvalid)
  if (oneView && !(await usedLinkRepository.use(prisma, createHash('sha256').update(token).digest('hex'))))
    throw new AppError(410, 'LINK_USED', DOCUMENT_MESSAGES.linkUsed)
  // A one-view link names the approval it used up: it opens that owner's report.
  const target = oneView ? await grantRepository.consumedTarget(prisma, check.claims.id) : null
  const report = oneView
    ? target && (await creditReportRepository.latestFor(prisma, target))
    : await creditReportRepository.findById(prisma, check.claims.id)
  const file = report && (await deps.files.open(report.storageKey))
  if (!report || !file) throw notFound('File not found')
  return { file, fileType: report.fileType, fileName: report.fileName }
}
