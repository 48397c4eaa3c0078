import type { FastifyInstance } from 'fastify'
import { DOCUMENT_MESSAGES, type CreditReportLinkResponse } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { creditReportRepository } from '../repositories/credit-report-repository.js'
import type { LinkSettings } from './create-credit-report-link.js'
import { signLink } from './file-links.js'

/**
 * An admin opens the exact report under review (by its id, not the owner's latest): a short-lived signed
 * link, as every credit report is read (the file is never public). Admins may always read credit reports.
 */
export async function createReviewLink(
  app: FastifyInstance,
  reportId: string,
  settings: LinkSettings,
): Promise<CreditReportLinkResponse> {
  const report = await creditReportRepository.findById(app.prisma, reportId)
  if (!report) throw notFound(DOCUMENT_MESSAGES.creditReportNotFound)
  const exp = Math.floor(Date.now() / 1000) + settings.linkTtlSeconds
  const token = signLink({ kind: 'credit_report', id: report.id, exp }, settings.linkSecret)
  return { url: `${settings.publicPath}/files/${token}`, expiresAt: new Date(exp * 1000).toISOString() }
}
