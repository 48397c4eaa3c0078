import type { FastifyRequest } from 'fastify'
import type { Role } from '@cosign/api'

/** The caller, from the verified access token (a use case's `viewer`). */
export interface Viewer {
  id: string
  role: Role
  email: string
}

/** The caller of an authenticated request (the access rule ran first, so `request.user` is set). */
export const viewerOf = (request: FastifyRequest): Viewer => ({
  id: request.user.sub,
  role: request.user.role,
  email: request.user.email,
})
