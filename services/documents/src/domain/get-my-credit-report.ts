import type { FastifyInstance } from 'fastify'
import type { CreditReportResponse } from '@cosign/api'
import { creditReportRepository } from '../repositories/credit-report-repository.js'
import { toCreditReportDto } from './to-dto.js'

export async function getMyCreditReport(app: FastifyInstance, userId: string): Promise<CreditReportResponse> {
  const report = await creditReportRepository.latestFor(app.prisma, userId)
  return { creditReport: report ? toCreditReportDto(report) : null }
}
