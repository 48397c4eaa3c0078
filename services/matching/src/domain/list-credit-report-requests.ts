import type { FastifyInstance } from 'fastify'
import type { CreditReportRequestDto } from '@cosign/api'
import { creditReportRequestRepository } from '../repositories/credit-report-request-repository.js'
import { toCreditReportRequestDtos } from './credit-report-request-dto.js'

/** Most recent first; a cap keeps one answer bounded. */
export const CREDIT_REQUEST_LIST_LIMIT = 200

/** The owner's pending requests, newest first. */
export async function listIncomingCreditReportRequests(
  app: FastifyInstance,
  userId: string,
): Promise<CreditReportRequestDto[]> {
  return toCreditReportRequestDtos(
    app.prisma,
    await creditReportRequestRepository.listPendingForTarget(app.prisma, userId, CREDIT_REQUEST_LIST_LIMIT),
  )
}

/** The requester's own requests in every status, newest first. */
export async function listOutgoingCreditReportRequests(
  app: FastifyInstance,
  userId: string,
): Promise<CreditReportRequestDto[]> {
  return toCreditReportRequestDtos(
    app.prisma,
    await creditReportRequestRepository.listForRequester(app.prisma, userId, CREDIT_REQUEST_LIST_LIMIT),
  )
}
