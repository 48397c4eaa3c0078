import { DOCUMENT_MESSAGES, type CreditReportLinkResponse } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { creditReportRepository } from '../repositories/credit-report-repository.js'
import type { Deps, LinkSettings } from './deps.js'
import { signLink } from '../model/file-links.js'

/**
 * An admin opens the exact report under review (by its id, not the owner's latest): a short-lived signed
 * link, as every credit report is read (the file is never public). Admins may always read credit reports.
 */
export async function createReviewLink(
  deps: Pick<Deps, 'prisma' | 'now'> & LinkSettings,
  reportId: string,
): Promise<CreditReportLinkResponse> {
  const report = await creditReportRepository.findById(deps.prisma, reportId)
  if (!report) throw notFound(DOCUMENT_MESSAGES.creditReportNotFound)
  const exp = Math.floor(deps.now().getTime() / 1000) + deps.linkTtlSeconds
  const token = signLink({ kind: 'credit_report', id: report.id, exp }, deps.linkSecret)
  return { url: `${deps.publicPath}/files/${token}`, expiresAt: new Date(exp * 1000).toISOString() }
}
