import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { ACCESS_TOKEN_TTL_SECONDS } from '@cosign/service-kit'
import type { SessionResponse } from '@cosign/contracts'
import type { Prisma, PrismaClient, User } from '../generated/prisma/client.js'
import { refreshTokenRepository } from '../repositories/refresh-token-repository.js'
import { toUserDto } from './to-user-dto.js'

export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Issues an access token and a new refresh token of the given family (a new family at login). */
export async function issueSession(
  app: FastifyInstance,
  db: PrismaClient | Prisma.TransactionClient,
  user: User,
  refreshTtlDays: number,
  familyId: string = randomUUID(),
): Promise<{ session: SessionResponse; refreshToken: string }> {
  const refreshToken = randomBytes(32).toString('base64url')
  await refreshTokenRepository.create(db, {
    userId: user.id,
    familyId,
    tokenHash: hashRefreshToken(refreshToken),
    expiresAt: new Date(Date.now() + refreshTtlDays * 86_400_000),
  })
  const accessToken = app.jwt.sign({ sub: user.id, email: user.email, role: user.role })
  return { session: { accessToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS, user: toUserDto(user) }, refreshToken }
}
