// TypeBox pieces more than one service's endpoints use.
import { Type } from '@sinclair/typebox'

/** `/:id` path parameter that must be a UUID (anything else is a 400 before the handler runs). */
export const UuidIdParams = Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false })

/** A JSON object schema kept as written (no `required` added), typed as T: Fastify serializes answers with it. */
export const jsonObject = <T>(properties: Record<string, unknown>) => Type.Unsafe<T>({ type: 'object', properties })
