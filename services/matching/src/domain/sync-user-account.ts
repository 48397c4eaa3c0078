import { ROLES, isUuid, type DomainEvents, type Role } from '@cosign/api'
import { userRepository } from '../repositories/user-repository.js'
import type { Db } from '../repositories/db.js'
import { refreshListedFlags } from './refresh-listed-flags.js'

const isRole = (r: unknown): r is Role => (ROLES as readonly unknown[]).includes(r)
const text = (v: unknown, max = 200) => (typeof v === 'string' ? v.trim().slice(0, max) : '')

/** Keeps the accounts read model in step with the auth service. Malformed events are skipped (logged by the caller). */
export async function syncUserAccount(
  db: Db,
  event:
    | { type: 'user.registered'; data: DomainEvents['user.registered'] }
    | { type: 'user.role_changed'; data: DomainEvents['user.role_changed'] }
    | { type: 'user.status_changed'; data: DomainEvents['user.status_changed'] }
    | { type: 'user.updated'; data: DomainEvents['user.updated'] },
): Promise<boolean> {
  const d = event.data
  if (!isUuid(d.userId)) return false
  const userId = d.userId.toLowerCase()
  switch (event.type) {
    case 'user.registered': {
      const { email, firstName, lastName, role } = event.data
      if (!isRole(role) || !text(email)) return false
      await userRepository.upsertRegistered(db, {
        id: userId,
        email: text(email, 254).toLowerCase(),
        firstName: text(firstName, 100),
        lastName: text(lastName, 100),
        role,
      })
      break
    }
    case 'user.updated': {
      // A name or email changed in settings: the contact details shown to matched parties follow it.
      const { email, firstName, lastName } = event.data
      if (!text(email)) return false
      await userRepository.updateContact(db, userId, {
        email: text(email, 254).toLowerCase(),
        firstName: text(firstName, 100),
        lastName: text(lastName, 100),
      })
      break
    }
    case 'user.role_changed':
      if (!isRole(event.data.role)) return false
      await userRepository.setRole(db, userId, event.data.role)
      break
    case 'user.status_changed':
      if (typeof event.data.isActive !== 'boolean') return false
      await userRepository.setActive(db, userId, event.data.isActive)
      break
  }
  await refreshListedFlags(db, userId)
  return true
}
