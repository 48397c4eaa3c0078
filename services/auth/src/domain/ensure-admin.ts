import { userRepository } from '../repositories/user-repository.js'
import type { Deps } from './deps.js'
import { hashPassword, verifyPassword } from '../model/password.js'

/**
 * Creates the admin account from configuration, or brings its password and role in line with it. The
 * configured address is the operator's own: confirmed (an admin made before confirmation existed is confirmed
 * on the next start).
 */
export async function ensureAdmin(deps: Pick<Deps, 'prisma' | 'log'>, email: string, password: string) {
  const { prisma, log } = deps
  const existing = await userRepository.findByEmail(prisma, email)
  let admin =
    existing && existing.role === 'ADMIN' && (await verifyPassword(existing.passwordHash, password))
      ? existing
      : await userRepository.upsertAdmin(prisma, email, await hashPassword(password))
  if (admin !== existing) log.info({ email }, 'admin account seeded')
  if (!admin.emailVerifiedAt) admin = await userRepository.markEmailVerified(prisma, admin.id, new Date())
  return admin
}
