import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, MESSAGES } from '@cosign/contracts'
import { unauthorized } from '@cosign/service-kit'
import { refreshTokenRepository } from '../repositories/refresh-token-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { hashRefreshToken, issueSession } from './session-tokens.js'

/**
 * A rotated token presented again this soon is the same browser whose refresh answer was lost (page reloaded
 * mid-request, two tabs at once): it gets a new token of the family instead of a revocation.
 */
export const REUSE_GRACE_MS = 10_000

/**
 * Rotates a refresh token. Presenting a token that was rotated longer than the grace period ago means it was
 * copied: the whole family is revoked and both holders must log in again.
 */
export async function refreshSession(app: FastifyInstance, token: string | undefined, refreshTtlDays: number) {
  const expired = () => unauthorized(MESSAGES.sessionExpired, ERROR_CODES.tokenExpired)
  if (!token) throw expired()
  const stored = await refreshTokenRepository.findByHash(app.prisma, hashRefreshToken(token))
  if (!stored || stored.revokedAt || stored.expiresAt < new Date()) throw expired()
  if (stored.rotatedAt && Date.now() - stored.rotatedAt.getTime() < REUSE_GRACE_MS) {
    const user = await userRepository.findById(app.prisma, stored.userId)
    if (!user || !user.isActive) throw expired()
    return issueSession(app, app.prisma, user, refreshTtlDays, stored.familyId)
  }
  if (stored.rotatedAt) {
    await refreshTokenRepository.revokeFamily(app.prisma, stored.familyId)
    app.log.warn({ familyId: stored.familyId, userId: stored.userId }, 'refresh token reuse; family revoked')
    throw expired()
  }
  return app.prisma.$transaction(async (tx) => {
    if (!(await refreshTokenRepository.markRotated(tx, stored.id))) {
      await refreshTokenRepository.revokeFamily(tx, stored.familyId)
      throw expired()
    }
    const user = await userRepository.findById(tx, stored.userId)
    if (!user || !user.isActive) throw expired()
    return issueSession(app, tx, user, refreshTtlDays, stored.familyId)
  })
}
