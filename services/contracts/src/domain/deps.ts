import type { Events } from '@cosign/service-kit'
import type { Role } from '@cosign/api'
import type { PrismaClient } from '../generated/prisma/client.js'

/** What the use cases need: the database and the outbox record factory (not the Fastify instance). */
export interface Deps {
  prisma: PrismaClient
  record: Events['record']
}

/** The caller, from the verified access token. */
export interface Viewer {
  id: string
  role: Role
  email: string
}

/** Where a request came from, for the signature audit trail. */
export interface RequestOrigin {
  ip: string
  userAgent: string
}
