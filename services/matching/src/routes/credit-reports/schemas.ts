import { idParams, s, sN, str } from '../shared-schemas.js'

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
    viewedAt: sN,
    updatedAt: s,
  },
} as const
const oneRequest = { type: 'object', properties: { request: creditReportRequestDto } } as const

export const createCreditReportRequestSchema = {
  body: { type: 'object', additionalProperties: false, properties: { targetUserId: str(100) } },
  response: { 201: oneRequest },
} as const

export const decideCreditReportRequestSchema = {
  params: idParams,
  response: { 200: oneRequest },
} as const

export const creditReportRequestListSchema = {
  response: {
    200: { type: 'object', properties: { items: { type: 'array', items: creditReportRequestDto } } },
  },
} as const
