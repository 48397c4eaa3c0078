// TypeBox pieces more than one service's endpoints use.
import { Type, type ObjectOptions, type TProperties } from '@sinclair/typebox'

/** A request object (body, query, params) that refuses any property it does not declare (400). */
export const closedObject = <P extends TProperties>(properties: P, options?: ObjectOptions) =>
  Type.Object(properties, { ...options, additionalProperties: false })

/** `/:id` path parameter that must be a UUID (anything else is a 400 before the handler runs). */
export const UuidIdParams = closedObject({ id: Type.String({ format: 'uuid' }) })

/** A JSON object schema kept as written (no `required` added), typed as T: Fastify serializes answers with it. */
export const jsonObject = <T>(properties: Record<string, unknown>) => Type.Unsafe<T>({ type: 'object', properties })

/** A JSON array of objects of these properties (kept as written, as jsonObject's: no `required` added). */
export const listOf = (properties: Record<string, unknown>) =>
  ({ type: 'array', items: { type: 'object', properties } }) as const

/** A string that must be one of `values` (`enum`, as the JSON schemas have always said it). */
export const oneOf = <T extends string>(values: readonly T[], options: Record<string, unknown> = {}) =>
  Type.Unsafe<T>({ type: 'string', enum: [...values], ...options })

// ---- JSON schema pieces. Form bodies type their fields loosely (nullable, no `required`) on purpose: the
// domain validators answer missing or blank fields with the spec's messages. Response schemas decide which
// properties leave the service (the serializer writes only those listed, and only those the object has).
export const str = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const
/** Numbers are accepted as any JSON number and checked as whole numbers by the validators. */
export const num = { type: ['number', 'null'], minimum: -2_000_000_000, maximum: 2_000_000_000 } as const
export const bool = { type: ['boolean', 'null'] } as const
export const strList = { type: ['array', 'null'], maxItems: 10, items: { type: 'string', maxLength: 50 } } as const

export const s = { type: 'string' } as const
export const sN = { type: ['string', 'null'] } as const
export const i = { type: 'integer' } as const
export const iN = { type: ['integer', 'null'] } as const
export const b = { type: 'boolean' } as const
export const sList = { type: 'array', items: { type: 'string' } } as const
