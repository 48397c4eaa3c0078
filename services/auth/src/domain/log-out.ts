import type { FastifyInstance } from 'fastify'
import { refreshTokenRepository } from '../repositories/refresh-token-repository.js'
import { hashRefreshToken } from './session-tokens.js'

/** Revokes the session's whole refresh-token family. Logging out twice is harmless. */
export async function logOut(app: FastifyInstance, token: string | undefined): Promise<void> {
  if (!token) return
  const stored = await refreshTokenRepository.findByHash(app.prisma, hashRefreshToken(token))
  if (stored) await refreshTokenRepository.revokeFamily(app.prisma, stored.familyId)
}
