import type { AdminAlertsReadPush } from '@cosign/api'
import type { PrismaClient } from '../generated/prisma/client.js'

/** What the admin alert use cases need (not the Fastify instance). */
export interface AdminAlertDeps {
  prisma: PrismaClient
  /** Pushes to every signed-in admin's sockets, on every chat instance. */
  publishToAdmins: (message: AdminAlertsReadPush) => void
}
