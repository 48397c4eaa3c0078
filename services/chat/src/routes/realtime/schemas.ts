export const socketSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['token'],
    properties: { token: { type: 'string', minLength: 1, maxLength: 4096 } },
  },
} as const
