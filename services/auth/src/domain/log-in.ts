import type { FastifyInstance } from 'fastify'
import { ERROR_CODES, MESSAGES, type LoginRequest } from '@cosign/contracts'
import { AppError, unauthorized } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import { verifyPassword } from './password.js'
import { issueSession } from './session-tokens.js'

/**
 * Checks the password against its argon2id hash. Unknown email and wrong password give the same answer.
 * `asAdmin` is the Admin Login dialog: only ADMIN accounts pass, with the dialog's own message.
 */
export async function logIn(app: FastifyInstance, input: LoginRequest, refreshTtlDays: number, asAdmin = false) {
  const email = input.email.trim().toLowerCase()
  const user = await userRepository.findByEmail(app.prisma, email)
  const ok = await verifyPassword(user?.passwordHash ?? null, input.password)
  const failure = asAdmin ? MESSAGES.invalidAdminCredentials : MESSAGES.loginFailed
  if (!user || !ok) throw unauthorized(failure, ERROR_CODES.invalidCredentials)
  if (asAdmin && user.role !== 'ADMIN') throw unauthorized(failure, ERROR_CODES.invalidCredentials)
  if (!user.isActive) throw new AppError(403, ERROR_CODES.forbidden, MESSAGES.accountInactive)
  return issueSession(app, app.prisma, user, refreshTtlDays)
}
