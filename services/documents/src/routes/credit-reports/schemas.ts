// JSON schemas of the credit report routes. Uploads are multipart and checked field by field in readUpload.
const creditReport = {
  type: ['object', 'null'],
  properties: {
    id: { type: 'string' },
    creditScore: { type: 'integer' },
    fileName: { type: 'string' },
    fileType: { type: 'string' },
    fileSize: { type: 'integer' },
    uploadedAt: { type: 'string' },
    verified: { type: 'boolean' },
    reviewStatus: { type: 'string' },
    reviewedAt: { type: ['string', 'null'] },
    rejectionReason: { type: ['string', 'null'] },
  },
} as const
const creditReportResponse = { type: 'object', properties: { creditReport } } as const

export const uploadSchema = { response: { 201: creditReportResponse } } as const
export const mineSchema = { response: { 200: creditReportResponse } } as const
export const linkSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['userId'],
    properties: { userId: { type: 'string', format: 'uuid' } },
  },
  response: {
    200: { type: 'object', properties: { url: { type: 'string' }, expiresAt: { type: 'string' } } },
  },
} as const
