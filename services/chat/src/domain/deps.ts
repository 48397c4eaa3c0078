import type { RealtimePush, Role } from '@cosign/api'
import type { PrismaClient } from '../generated/prisma/client.js'
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

/** What the chat use cases need (not the Fastify instance). */
export interface Deps {
  prisma: PrismaClient
  /** Pushes to every open socket of a user, on any instance (call after the commit). */
  publish: Publish
  rateLimit: RateLimit
  /** Stores a message as its conversation's next one (concurrent sends share a statement). */
  appendMessage: (message: NewMessage) => Promise<AppendedMessage>
}

/** The caller, from the verified access token. */
export interface Viewer {
  id: string
  role: Role
}
