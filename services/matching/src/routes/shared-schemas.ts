// JSON schema pieces shared by the route schemas. Form bodies type their fields loosely (nullable, no
// `required`) on purpose: the domain validators answer missing or blank fields with the spec's messages.
export const str = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const
/** Numbers are accepted as any JSON number and checked as whole numbers by the validators. */
export const num = { type: ['number', 'null'], minimum: -2_000_000_000, maximum: 2_000_000_000 } as const
export const bool = { type: ['boolean', 'null'] } as const
export const strList = {
  type: ['array', 'null'],
  maxItems: 10,
  items: { type: 'string', maxLength: 50 },
} as const

export const s = { type: 'string' } as const
export const sN = { type: ['string', 'null'] } as const
export const i = { type: 'integer' } as const
export const iN = { type: ['integer', 'null'] } as const
export const b = { type: 'boolean' } as const
export const sList = { type: 'array', items: { type: 'string' } } as const

/** Path parameter that is checked as a UUID by the domain (so it can answer with its own message). */
export const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100 } },
} as const

export const pagingQuery = {
  type: 'object',
  additionalProperties: false,
  properties: {
    page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
  },
} as const
