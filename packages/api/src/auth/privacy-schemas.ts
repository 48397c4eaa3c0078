// Request and answer schemas of consent, account deletion and the data export (issue 30).
import { Type } from '@sinclair/typebox'
import { jsonObject, closedObject } from '../shared/schemas.js'
import type { DataExportListResponse } from './privacy-types.js'

const Version = Type.Integer({ minimum: 1, maximum: 10_000 })
export const AcceptLegalBody = closedObject({ termsVersion: Version, privacyVersion: Version })
export const DeleteAccountBody = closedObject({ password: Type.String({ minLength: 1, maxLength: 200 }) })

const dataExport = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    status: { type: 'string' },
    requestedAt: { type: 'string' },
    readyAt: { type: ['string', 'null'] },
    expiresAt: { type: ['string', 'null'] },
    sizeBytes: { type: ['integer', 'null'] },
  },
}
export const DataExportListAnswer = jsonObject<DataExportListResponse>({
  exports: { type: 'array', items: dataExport },
})
