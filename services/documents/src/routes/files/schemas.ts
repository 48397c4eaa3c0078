// Any string up to the length limit reaches the verifier, so every bad link gets the same 403.
export const fileSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['token'],
    properties: { token: { type: 'string', minLength: 1, maxLength: 1024 } },
  },
} as const
