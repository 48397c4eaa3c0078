import { userRepository } from '../repositories/user-repository.js'
import type { Deps } from './deps.js'
import { hashPassword, verifyPassword } from '../model/password.js'

/** Creates the admin account from configuration, or brings its password and role in line with it. */
export async function ensureAdmin(deps: Pick<Deps, 'prisma' | 'log'>, email: string, password: string) {
  const { prisma, log } = deps
  const existing = await userRepository.findByEmail(prisma, email)
  if (existing && existing.role === 'ADMIN' && (await verifyPassword(existing.passwordHash, password))) return existing
  const admin = await userRepository.upsertAdmin(prisma, email, await hashPassword(password))
  log.info({ email }, 'admin account seeded')
  return admin
}
