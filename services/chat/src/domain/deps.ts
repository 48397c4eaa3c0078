import type { AdminAlertCreatedPush, AdminAlertsReadPush, RealtimePush, Role, SupportQueueChangedPush } from '@cosign/api'
import type { Events } from '@cosign/service-kit'
import type { Client } from '../repositories/db.js'
import type { AppendedMessage, NewMessage } from '../repositories/message-repository.js'

/**
 * Sends to every open socket of the user (or of each user), on whichever chat instance holds it
 * (plugins/realtime.ts); call it after the commit.
 */
export type Publish = (userIds: string | readonly string[], message: RealtimePush) => void

/** Counts a user's actions of one kind; false once they are over the limit for the current window. */
export interface RateLimit {
  allow(userId: string): Promise<boolean>
}

/**
 * What the chat use cases need (not the Fastify instance), built once by plugins/deps.ts as `app.deps`. A use
 * case takes the part it uses (`Pick<Deps, ...>`), or only the database (`db: Db`) when it only reads.
 */
export interface Deps {
  /** The database, handed to repositories/ (and `inTransaction`); use cases never query it themselves. */
  prisma: Client
  /** Pushes to every open socket of a user, on any instance (call after the commit). */
  publish: Publish
  /** Pushes to every signed-in admin's sockets, on every chat instance. */
  publishToAdmins: (message: AdminAlertCreatedPush | AdminAlertsReadPush | SupportQueueChangedPush) => void
  /** Outbox row data for an event (written with outboxRepository.add in the change's transaction). */
  record: Events['record']
  /** Publishes committed outbox rows now instead of on the relay's next tick. */
  flush: Events['flush']
  /** Counts a user's chat messages (the per-minute limit). */
  rateLimit: RateLimit
  /** Counts a user's problem reports (DISPUTE_REPORTS_PER_HOUR). */
  reportRateLimit: RateLimit
  /** Signed-out visitors' support messages, per email address and per network address (hourly). */
  visitorEmailLimit: RateLimit
  visitorIpLimit: RateLimit
  /** Stores a message as its conversation's next one (concurrent sends share a statement). */
  appendMessage: (message: NewMessage) => Promise<AppendedMessage>
}

/** What the dispute use cases need. */
export type DisputeDeps = Pick<Deps, 'prisma' | 'publish' | 'record' | 'flush' | 'reportRateLimit'>
/** What the admin alert use cases need. */
export type AdminAlertDeps = Pick<Deps, 'prisma' | 'publishToAdmins'>

/** What the support conversation use cases need. */
export type SupportDeps = Pick<Deps, 'prisma' | 'publish' | 'publishToAdmins' | 'rateLimit'>

/** The caller, from the verified access token. */
export interface Viewer {
  id: string
  role: Role
}
