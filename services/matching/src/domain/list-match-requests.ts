import type { FastifyInstance } from 'fastify'
import type { MatchRequestDto, MatchRequestStatus } from '@cosign/api'
import { matchRequestRepository } from '../repositories/match-request-repository.js'
import { toMatchRequestDtos } from './match-request-dto.js'

/** Most recent first; a cap keeps one answer bounded (the screens show recent requests). */
export const MATCH_REQUEST_LIST_LIMIT = 200

export async function listIncomingMatchRequests(
  app: FastifyInstance,
  cosignerId: string,
  status?: MatchRequestStatus,
): Promise<MatchRequestDto[]> {
  return toMatchRequestDtos(
    app.prisma,
    await matchRequestRepository.listForCosigner(app.prisma, cosignerId, status, MATCH_REQUEST_LIST_LIMIT),
  )
}

export async function listOutgoingMatchRequests(
  app: FastifyInstance,
  renterId: string,
  status?: MatchRequestStatus,
): Promise<MatchRequestDto[]> {
  return toMatchRequestDtos(
    app.prisma,
    await matchRequestRepository.listForRenter(app.prisma, renterId, status, MATCH_REQUEST_LIST_LIMIT),
  )
}
