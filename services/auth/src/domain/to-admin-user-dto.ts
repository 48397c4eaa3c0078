import type { AdminUserDto } from '@cosign/api'
import type { AdminUserRow } from '../repositories/admin-user-repository.js'

export function toAdminUserDto(user: AdminUserRow): AdminUserDto {
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
