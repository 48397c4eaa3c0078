import { idParams, noQuery, s, sN, str } from '../shared-schemas.js'

const creditReportRequestDto = {
  type: 'object',
  properties: {
    id: s,
    status: s,
    requesterId: s,
    requesterFirstName: s,
    requesterLastName: s,
    requesterEmail: s,
    targetUserId: s,
    targetName: s,
    requestedAt: s,
    approvedAt: sN,
    updatedAt: s,
  },
} as const
const oneRequest = { type: 'object', properties: { request: creditReportRequestDto } } as const

export const createCreditReportRequestSchema = {
  querystring: noQuery,
  body: { type: 'object', additionalProperties: false, properties: { targetUserId: str(100) } },
  response: { 201: oneRequest },
} as const

export const decideCreditReportRequestSchema = {
  params: idParams,
  querystring: noQuery,
  response: { 200: oneRequest },
} as const

export const creditReportRequestListSchema = {
  querystring: noQuery,
  response: {
    200: { type: 'object', properties: { items: { type: 'array', items: creditReportRequestDto } } },
  },
} as const
