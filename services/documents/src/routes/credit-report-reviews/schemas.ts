// JSON schemas of the admin credit report review routes.
import { CREDIT_REPORT_REVIEW_STATUSES, CREDIT_REJECTION_REASON_MAX } from '@cosign/api'
import { uuidIdParams } from '@cosign/service-kit'

const s = { type: 'string' } as const
const sN = { type: ['string', 'null'] } as const
const review = {
  type: 'object',
  properties: {
    id: s,
    userId: s,
    creditScore: { type: 'integer' },
    fileName: s,
    fileType: s,
    fileSize: { type: 'integer' },
    uploadedAt: s,
    verified: { type: 'boolean' },
    reviewStatus: s,
    reviewedAt: sN,
    rejectionReason: sN,
    isLatest: { type: 'boolean' },
  },
} as const
const reviewResponse = { 200: { type: 'object', properties: { creditReport: review } } } as const

export const listReviewsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      status: { type: 'string', enum: [...CREDIT_REPORT_REVIEW_STATUSES], default: 'pending' },
      page: { type: 'integer', minimum: 1, maximum: 10000, default: 1 },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        items: { type: 'array', items: review },
        total: { type: 'integer' },
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
      },
    },
  },
} as const

export const verifySchema = { params: uuidIdParams, response: reviewResponse } as const

export const rejectSchema = {
  params: uuidIdParams,
  // A missing or blank reason gets the product's message from the domain; the length is checked there too.
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { reason: { type: ['string', 'null'], maxLength: CREDIT_REJECTION_REASON_MAX * 4 } },
  },
  response: reviewResponse,
} as const

export const reviewLinkSchema = {
  params: uuidIdParams,
  response: {
    200: { type: 'object', properties: { url: s, expiresAt: s } },
  },
} as const
