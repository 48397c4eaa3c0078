import type { FastifyInstance } from 'fastify'
import { ADMIN_USER_MESSAGES, authEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint, viewerOf } from '@cosign/service-kit'
import { listUsers } from '../../domain/list-users.js'
import { setUserActive } from '../../domain/set-user-active.js'

/**
 * The admin users tab (/admin/users). Every route: 401 without a token, 403 for any role but ADMIN, checked
 * onRequest (the declarations' access rule): refused before any parsing or validation, so a visitor learns
 * nothing about the inputs.
 */
export default async function adminUserRoutes(app: FastifyInstance) {
  const { deps } = app

  // page and pageSize always arrive: the query schema's defaults fill them in.
  serveEndpoint(app, endpoints.listUsers, async (request) => {
    const { search, role, page, pageSize } = request.query
    return listUsers(deps, { search, role }, page!, pageSize!)
  })

  serveEndpoint(app, endpoints.setUserActive, async (request) => {
    const user = await setUserActive(deps, viewerOf(request), request.params.id, request.body.isActive)
    return { user, message: ADMIN_USER_MESSAGES.statusUpdated }
  })
}
