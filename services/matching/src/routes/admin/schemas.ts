import { cosignerProfileDto } from '../profiles/schemas.js'
import { i, idParams, pagingQuery } from '../shared-schemas.js'

export const pendingProfilesSchema = {
  querystring: pagingQuery,
  response: {
    200: {
      type: 'object',
      properties: { items: { type: 'array', items: cosignerProfileDto }, total: i, page: i, pageSize: i },
    },
  },
} as const

const reviewResponse = { 200: { type: 'object', properties: { profile: cosignerProfileDto } } } as const

export const approveProfileSchema = {
  params: idParams,
  response: reviewResponse,
} as const

export const rejectProfileSchema = {
  params: idParams,
  // `reason` is checked by the domain so a missing or blank one gets the product's message.
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { reason: { type: ['string', 'null'], maxLength: 1000 } },
  },
  response: reviewResponse,
} as const
