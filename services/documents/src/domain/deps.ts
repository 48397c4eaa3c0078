import type { AccessTokenClaims, EventEnvelope } from '@cosign/api'
import type { Events } from '@cosign/service-kit'
import type { Client, Tx } from '../repositories/db.js'
import type { RecordOutcome, VerifyUrls } from '../model/agreement-event.js'
import type { FileStore } from '../repositories/file-store.js'

/** What the documents use cases need (not the Fastify instance). */
export interface Deps {
  /** The database, handed to repositories/ (and `inTransaction`); use cases never query it themselves. */
  prisma: Client
  /** Outbox row data for an event (written in the change's transaction). */
  record: Events['record']
  /** Publishes committed outbox rows now instead of on the relay's next tick. */
  flush: Events['flush']
  /** The private files (repositories/file-store.ts). */
  files: Pick<FileStore, 'open' | 'write' | 'commit' | 'discard' | 'remove'>
  /** Path under which browsers reach this service (through the gateway); links are built with it. */
  publicPath: string
  /** Key of the HMAC that signs file links. */
  linkSecret: string
  /** How long a signed file link lives. */
  linkTtlSeconds: number
  /** The platform's public origin (the gateway): share links for landlords are built on it. */
  publicOrigin: string
  /** The current time. */
  now(): Date
}

/** Records the agreement a contract event carries (its PDF, stored and registered) in the consumer's transaction. */
export type RecordAgreement<E extends 'contract.fully_signed' | 'contract.finalized'> = (
  deps: Pick<Deps, 'files' | 'now'>,
  tx: Tx,
  event: EventEnvelope<E>,
  urls: VerifyUrls,
) => Promise<RecordOutcome>

/** What a signed link needs: its key, its lifetime and the path it is built under. */
export type LinkSettings = Pick<Deps, 'linkSecret' | 'linkTtlSeconds' | 'publicPath'>

/** The caller, from the verified access token. */
export type Viewer = Pick<AccessTokenClaims, 'sub' | 'role'>
