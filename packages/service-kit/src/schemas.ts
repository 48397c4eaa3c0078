// JSON schema pieces more than one service uses.

export const uuid = { type: 'string', format: 'uuid' } as const

/** `/:id` path parameter that must be a UUID (anything else is a 400 before the handler runs). */
export const uuidIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: uuid },
} as const

/** A query string that must be empty: what every route without its own querystring schema gets. */
export const noQuery = { type: 'object', additionalProperties: false, properties: {} } as const
