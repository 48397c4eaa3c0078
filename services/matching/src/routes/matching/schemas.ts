import { MATCHES_DEFAULT_LIMIT, MATCHES_MAX_LIMIT, MATCH_REQUEST_STATUSES } from '@cosign/api'
import { b, i, idParams, num, s, sN, str } from '../shared-schemas.js'

export const matchesSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      limit: { type: 'integer', minimum: 1, maximum: MATCHES_MAX_LIMIT, default: MATCHES_DEFAULT_LIMIT },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        matches: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              id: s,
              userId: s,
              name: s,
              location: s,
              creditScore: i,
              creditTier: s,
              creditVerified: { type: 'boolean' },
              matchStrength: s,
              matchScore: i,
              feeType: s,
              feeCents: i,
              maxRentSupportCents: i,
              requireUpfront: b,
              requiresLeaseArmor: b,
            },
          },
        },
        sessionExpiresAt: s,
      },
    },
  },
} as const

const matchRequestDto = {
  type: 'object',
  properties: {
    id: s,
    status: s,
    renterId: s,
    renterName: s,
    renterProfileId: s,
    cosignerId: s,
    cosignerName: s,
    cosignerProfileId: s,
    monthlyRentCents: i,
    leaseDurationMonths: i,
    propertyAddress: s,
    moveInDate: s,
    message: sN,
    createdAt: s,
    respondedAt: sN,
  },
} as const
const oneRequest = { type: 'object', properties: { request: matchRequestDto } } as const

export const createMatchRequestSchema = {
  // Required fields are checked by the domain: missing or blank ones answer 'Please fill in all required fields'.
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      cosignerProfileId: str(100),
      monthlyRentCents: num,
      leaseDurationMonths: num,
      propertyAddress: str(500),
      moveInDate: str(30),
      message: str(2000),
    },
  },
  response: { 201: oneRequest },
} as const

export const matchRequestActionSchema = {
  params: idParams,
  response: { 200: oneRequest },
} as const

export const matchRequestListSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { status: { type: 'string', enum: [...MATCH_REQUEST_STATUSES] } },
  },
  response: { 200: { type: 'object', properties: { items: { type: 'array', items: matchRequestDto } } } },
} as const
