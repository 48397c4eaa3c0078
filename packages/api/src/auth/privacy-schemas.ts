// Request and answer schemas of consent, account deletion and the data export (issue 30).
import { Type } from '@sinclair/typebox'
import { closedObject, iN, jsonObject, s, sN } from '../shared/schemas.js'
import type { DataExportListResponse } from './privacy-types.js'

const Version = Type.Integer({ minimum: 1, maximum: 10_000 })
export const AcceptLegalBody = closedObject({ termsVersion: Version, privacyVersion: Version })
export const DeleteAccountBody = closedObject({ password: Type.String({ minLength: 1, maxLength: 200 }) })

const dataExport = {
  type: 'object',
  properties: {
    id: s,
    status: s,
    requestedAt: s,
    readyAt: sN,
    expiresAt: sN,
    sizeBytes: iN,
  },
}
export const DataExportListAnswer = jsonObject<DataExportListResponse>({
  exports: { type: 'array', items: dataExport },
})
