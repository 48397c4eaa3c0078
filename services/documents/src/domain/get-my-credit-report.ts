import type { CreditReportResponse } from '@cosign/api'
import { creditReportRepository } from '../repositories/credit-report-repository.js'
import type { Deps } from './deps.js'
import { toCreditReportDto } from '../model/to-dto.js'

export async function getMyCreditReport(
  deps: Pick<Deps, 'prisma'>,
  userId: string,
): Promise<CreditReportResponse> {
  const report = await creditReportRepository.latestFor(deps.prisma, userId)
  return { creditReport: report ? toCreditReportDto(report) : null }
}
