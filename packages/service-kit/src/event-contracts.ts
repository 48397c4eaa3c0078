// Events checked like requests: each payload against its one TypeBox declaration (@cosign/api EVENT_SCHEMAS,
// formats included) where it is recorded and where it is consumed, and each service against the declared
// producers and consumers (EVENT_PRODUCERS, EVENT_CONSUMERS).
import { Ajv, type ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import {
  API_SERVICES,
  EVENT_CONSUMERS,
  EVENT_PRODUCERS,
  EVENT_SCHEMAS,
  type ApiService,
  type EventType,
} from '@cosign/api'

const ajv = addFormats.default(new Ajv({ allErrors: false, strict: false, coerceTypes: false, useDefaults: false }))
const validators = new Map<string, ValidateFunction>()
function validatorOf(type: string): ValidateFunction | null {
  if (!Object.hasOwn(EVENT_SCHEMAS, type)) return null
  let found = validators.get(type)
  if (!found) {
    found = ajv.compile(EVENT_SCHEMAS[type as EventType])
    validators.set(type, found)
  }
  return found
}

/** An event payload that breaks its declaration (or an event type nobody declared). */
export class InvalidEventError extends Error {
  constructor(
    readonly eventType: string,
    readonly problems: string[],
  ) {
    super(`invalid ${eventType} event: ${problems.join('; ')}`)
    this.name = 'InvalidEventError'
  }
}

/**
 * What is wrong with an event's payload as it travels (JSON: a Date is its ISO string, undefined is absent),
 * or [] when it matches its declared schema.
 */
export function eventPayloadProblems(type: string, data: unknown): string[] {
  const validate = validatorOf(type)
  if (!validate) return [`no event type "${type}" is declared`]
  const json: unknown = data === undefined ? undefined : JSON.parse(JSON.stringify(data))
  if (validate(json)) return []
  return (validate.errors ?? []).map((e) => `data${e.instancePath} ${e.message ?? 'is invalid'}`)
}

/** Throws an InvalidEventError when the payload does not match its declaration. */
export function assertEventPayload(type: string, data: unknown): void {
  const problems = eventPayloadProblems(type, data)
  if (problems.length > 0) throw new InvalidEventError(type, problems)
}

export function isApiService(name: string): name is ApiService {
  return (API_SERVICES as readonly string[]).includes(name)
}

/** Throws when `service` is not a declared producer of `type` (EVENT_PRODUCERS). */
export function assertProducer(service: ApiService, type: string): void {
  const producers = EVENT_PRODUCERS[type as EventType] as readonly ApiService[] | undefined
  if (!producers?.includes(service)) {
    throw new InvalidEventError(type, [`${service} is not a declared producer of it (@cosign/api EVENT_PRODUCERS)`])
  }
}

/** Throws when a service's durable consumer is not declared, or consumes a type it does not declare. */
export function assertConsumer(service: ApiService, durable: string, types: readonly string[]): void {
  const declared = Object.hasOwn(EVENT_CONSUMERS, durable) ? EVENT_CONSUMERS[durable] : undefined
  if (!declared || declared.service !== service) {
    throw new Error(`event consumer "${durable}" of ${service} is not declared in @cosign/api EVENT_CONSUMERS`)
  }
  const undeclared = types.filter((t) => !(declared.types as readonly string[]).includes(t))
  if (undeclared.length > 0) {
    throw new Error(`event consumer "${durable}" consumes undeclared types: ${undeclared.join(', ')}`)
  }
}

/**
 * When an event happened: its occurredAt, or `fallback` (by default now) when that does not parse. Consumers
 * stamp their copies with it, so that an older event never overwrites what a newer one recorded.
 */
export function occurredAt(event: { occurredAt: string }, fallback: Date = new Date()): Date {
  const parsed = Date.parse(event.occurredAt)
  return Number.isNaN(parsed) ? fallback : new Date(parsed)
}
