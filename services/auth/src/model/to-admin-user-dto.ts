import type { AdminUserDto } from '@cosign/api'
import type { User } from '../generated/prisma/client.js'

/** A user's row as the admin list reads it (repositories/admin-user-repository.ts, ADMIN_USER_COLUMNS). */
export function toAdminUserDto(
  user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'isActive' | 'createdAt'>,
): AdminUserDto {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    isActive: user.isActive,
    createdAt: user.createdAt.toISOString(),
  }
}
