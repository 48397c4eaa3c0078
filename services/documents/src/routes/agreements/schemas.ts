// JSON schemas of the signed agreement routes. The verification upload is multipart, read by hashUpload.
import { DOCUMENT_MESSAGES } from '@cosign/api'

const contractIdParams = {
  type: 'object',
  additionalProperties: false,
  required: ['contractId'],
  properties: { contractId: { type: 'string', format: 'uuid', userMessage: 'Invalid contract ID format' } },
} as const
const agreement = {
  type: 'object',
  properties: {
    contractId: { type: 'string' },
    sha256: { type: 'string' },
    sizeBytes: { type: 'integer' },
    createdAt: { type: 'string' },
    downloadUrl: { type: 'string' },
  },
} as const
const verification = {
  type: 'object',
  properties: { issued: { type: 'boolean' }, contractId: { type: 'string' }, issuedAt: { type: 'string' } },
} as const

export const getSchema = {
  params: contractIdParams,
  response: { 200: { type: 'object', properties: { agreement } } },
} as const
export const fileSchema = { params: contractIdParams } as const
export const linkSchema = {
  params: contractIdParams,
  response: {
    200: { type: 'object', properties: { url: { type: 'string' }, expiresAt: { type: 'string' } } },
  },
} as const
// Any string up to the length limit reaches the verifier, so every bad link gets the same 403.
export const linkFileSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['token'],
    properties: { token: { type: 'string', minLength: 1, maxLength: 1024 } },
  },
} as const
export const verifyHashSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['sha256'],
    properties: {
      sha256: { type: 'string', pattern: '^[0-9a-fA-F]{64}$', userMessage: DOCUMENT_MESSAGES.invalidSha256 },
    },
  },
  response: { 200: verification },
} as const
export const verifyUploadSchema = { response: { 200: verification } } as const
