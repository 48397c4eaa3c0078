// Domain events on NATS JetStream. One stream holds them all; a subject is `<prefix>.<event type>`.
// Each payload is declared once, as a TypeBox schema in schemas.ts; these types are derived from it, so
// producers and consumers agree through the compiler, and service-kit checks the JSON against the same schema.
import type { Static } from '@sinclair/typebox'
import type { AgreementData as AgreementDataSchema, ContractPartiesData as PartiesSchema, EVENT_SCHEMAS, PaymentEventData as PaymentSchema } from './schemas.js'

export type { PaymentPurpose } from '../constants.js'

export type PaymentEventData = Static<typeof PaymentSchema>
/** The signed agreement as the documents service renders it into the PDF (sent with contract.fully_signed and .finalized). */
export type AgreementData = Static<typeof AgreementDataSchema>
export type ContractPartiesData = Static<typeof PartiesSchema>

/** Every event type and its payload (schemas.ts declares each one). */
export type DomainEvents = { [K in keyof typeof EVENT_SCHEMAS]: Static<(typeof EVENT_SCHEMAS)[K]> }
export type EventType = keyof DomainEvents

export interface EventEnvelope<T extends EventType = EventType> {
  /** Unique id; also the JetStream Nats-Msg-Id, so a re-published outbox row is deduplicated. */
  id: string
  type: T
  occurredAt: string
  data: DomainEvents[T]
  /**
   * W3C trace context of the request or event that caused this one (absent when nothing did, e.g. a job); the
   * relay also sends it as the message's `traceparent` header, and a consumer continues the trace from it.
   */
  traceparent?: string
}

/**
 * An event of one of the types T, as one envelope per type: `switch (event.type)` then narrows `event.data`, so a
 * handler of several types needs no cast per case (an `EventEnvelope<A | B>` pairs any type with any data).
 */
export type OneEventOf<T extends EventType> = { [K in T]: EventEnvelope<K> }[T]

export const DEFAULT_EVENT_STREAM = 'COSIGN_EVENTS'
export const DEFAULT_SUBJECT_PREFIX = 'cosign'
export function subjectFor(type: EventType, prefix = DEFAULT_SUBJECT_PREFIX): string {
  return `${prefix}.${type}`
}
export function eventTypeFromSubject(subject: string, prefix = DEFAULT_SUBJECT_PREFIX): EventType | null {
  return subject.startsWith(`${prefix}.`) ? (subject.slice(prefix.length + 1) as EventType) : null
}
