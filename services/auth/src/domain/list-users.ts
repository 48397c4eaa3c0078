import type { AdminUserListResponse, Role } from '@cosign/api'
import { adminUserRepository } from '../repositories/admin-user-repository.js'
import type { Deps } from './deps.js'
import { toAdminUserDto } from '../model/to-admin-user-dto.js'

/** `GET /admin/users`: one page of users, newest first, with the spec's limited columns and the total. */
export async function listUsers(
  deps: Pick<Deps, 'prisma'>,
  filter: { search?: string; role?: Role },
  page: number,
  pageSize: number,
): Promise<AdminUserListResponse> {
  const { items, total } = await adminUserRepository.list(deps.prisma, filter, page, pageSize)
  return { items: items.map(toAdminUserDto), total, page, pageSize }
}
