// JSON schemas of the back-office document routes. Uploads are multipart and checked in uploadDocument.
import { uuidIdParams } from '@cosign/service-kit'
const document = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    fileName: { type: 'string' },
    fileType: { type: 'string' },
    fileSize: { type: 'integer' },
    targetAudience: { type: 'string' },
    uploadedBy: { type: 'string' },
    isActive: { type: 'boolean' },
    createdAt: { type: 'string' },
    downloadUrl: { type: 'string' },
  },
} as const

export const uploadSchema = { response: { 201: { type: 'object', properties: { document } } } } as const
export const listSchema = {
  response: { 200: { type: 'object', properties: { items: { type: 'array', items: document } } } },
} as const
export const deleteSchema = { params: uuidIdParams } as const
export const downloadSchema = { params: uuidIdParams } as const
