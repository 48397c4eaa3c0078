import type { FastifyInstance } from 'fastify'
import {
  ADMIN_USER_MESSAGES,
  type AdminUserListResponse,
  type Role,
  type UpdateUserStatusRequest,
  type UpdateUserStatusResponse,
} from '@cosign/api'
import type { Deps } from '../../domain/deps.js'
import { listUsers } from '../../domain/list-users.js'
import { setUserActive } from '../../domain/set-user-active.js'
import { listUsersSchema, updateUserStatusSchema } from './schemas.js'

/** The admin users tab (registered under /admin). Every route: 401 without a token, 403 for any role but ADMIN. */
export default async function adminUserRoutes(app: FastifyInstance) {
  // onRequest: refused before any parsing or validation, so a visitor learns nothing about the inputs.
  app.addHook('onRequest', app.requireRole('ADMIN'))
  const deps: Pick<Deps, 'prisma' | 'record' | 'flush' | 'users' | 'sessions' | 'log'> = {
    prisma: app.prisma,
    record: app.events.record,
    flush: app.events.flush,
    users: app.users,
    sessions: app.sessions,
    log: app.log,
  }

  app.get<{ Querystring: { search?: string; role?: Role; page: number; pageSize: number } }>(
    '/users',
    { schema: listUsersSchema },
    async (request): Promise<AdminUserListResponse> => {
      const { search, role, page, pageSize } = request.query
      return listUsers(deps, { search, role }, page, pageSize)
    },
  )

  app.patch<{ Params: { id: string }; Body: UpdateUserStatusRequest }>(
    '/users/:id',
    { schema: updateUserStatusSchema },
    async (request): Promise<UpdateUserStatusResponse> => {
      const user = await setUserActive(deps, request.user.sub, request.params.id, request.body.isActive)
      return { user, message: ADMIN_USER_MESSAGES.statusUpdated }
    },
  )
}
