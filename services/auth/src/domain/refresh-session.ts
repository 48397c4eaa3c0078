import { ERROR_CODES, MESSAGES } from '@cosign/api'
import { unauthorized } from '@cosign/service-kit'
import { inTransaction, type RefreshToken } from '../repositories/db.js'
import { refreshTokenRepository } from '../repositories/refresh-token-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import type { Deps } from './deps.js'
import { issueSession } from './issue-session.js'
import { hashRefreshToken, sessionResponse } from '../model/session-tokens.js'

/** Refresh-token grace: a rotated token presented again this soon gets the rotation's answer, once. */
export const REUSE_GRACE_MS = 10_000

const expired = () => unauthorized(MESSAGES.sessionExpired, ERROR_CODES.tokenExpired)

type RefreshDeps = Pick<Deps, 'prisma' | 'sessions' | 'signToken' | 'log' | 'refreshTtlDays' | 'now'>

/**
 * Rotates a refresh token. The rotation's answer (the new refresh token) is kept for REUSE_GRACE_MS
 * (grace-answers.ts), written before the rotation commits: the same browser presenting the rotated token
 * again within that time (its answer was lost: page reloaded mid-request, two tabs at once) gets that same
 * new refresh token and an access token of the same session, once. Any other presentation of a rotated token
 * (a second replay within the grace period, or any replay after it) means it was copied: the whole family is
 * revoked, its access tokens ended at once, and both holders must log in again.
 */
export async function refreshSession(deps: RefreshDeps, token: string | undefined) {
  if (!token) throw expired()
  const { prisma } = deps
  const tokenHash = hashRefreshToken(token)
  const stored = await refreshTokenRepository.findByHash(prisma, tokenHash)
  if (!stored || stored.revokedAt || stored.expiresAt < deps.now()) throw expired()
  if (stored.rotatedAt) return replay(deps, token, tokenHash, stored)

  const rotated = await inTransaction(prisma, async (tx) => {
    // Another request rotating the same token at once wins the row; this one then replays (below).
    if (!(await refreshTokenRepository.markRotated(tx, stored.id))) return null
    const user = await userRepository.findById(tx, stored.userId)
    if (!user || !user.isActive) throw expired()
    const issued = await issueSession(deps, tx, user, stored.familyId, stored.userAgent, stored.secondFactor)
    try {
      await deps.sessions.grace.store(token, tokenHash, issued.refreshToken)
    } catch (err) {
      // Redis down: the rotation stands; a replay of this token will count as reuse.
      deps.log.warn({ err }, 'refresh grace answer not stored (Redis)')
    }
    return issued
  })
  if (rotated) return rotated
  const current = await refreshTokenRepository.findByHash(prisma, tokenHash)
  if (!current || current.revokedAt) throw expired()
  return replay(deps, token, tokenHash, current)
}

/** A rotated token presented again: the rotation's answer, once, within the grace period; else reuse. */
async function replay(deps: RefreshDeps, token: string, tokenHash: string, stored: RefreshToken) {
  const { prisma, log } = deps
  const withinGrace =
    stored.rotatedAt !== null && deps.now().getTime() - stored.rotatedAt.getTime() < REUSE_GRACE_MS
  let answer: string | null = null
  if (withinGrace) {
    try {
      answer = await deps.sessions.grace.claim(token, tokenHash)
    } catch (err) {
      log.warn({ err }, 'refresh grace answer unreadable (Redis): refused without revoking')
      throw expired()
    }
  }
  if (answer === null) {
    await refreshTokenRepository.revokeFamily(prisma, stored.familyId)
    await deps.sessions.end(stored.familyId).catch((err: unknown) => {
      log.error(
        { err, familyId: stored.familyId },
        'reused refresh token: the session record could not be written',
      )
    })
    log.warn(
      { familyId: stored.familyId, userId: stored.userId, withinGrace },
      'refresh token reuse; family revoked',
    )
    throw expired()
  }
  const next = await refreshTokenRepository.findByHash(prisma, hashRefreshToken(answer))
  if (!next || next.revokedAt || next.familyId !== stored.familyId) throw expired()
  const user = await userRepository.findById(prisma, stored.userId)
  if (!user || !user.isActive) throw expired()
  return { session: sessionResponse(deps, user, stored.familyId, stored.secondFactor), refreshToken: answer }
}
