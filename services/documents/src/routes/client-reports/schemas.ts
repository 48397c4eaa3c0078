// JSON schema of the admin's client report: every list and text bounded, nothing unknown accepted.
import { CLIENT_REPORT_LIMITS as L } from '@cosign/api'

const pairs = {
  type: 'array',
  maxItems: L.fields,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['label', 'value'],
    properties: {
      label: { type: 'string', maxLength: L.labelLength },
      value: { type: 'string', maxLength: L.valueLength },
    },
  },
} as const
const rows = {
  type: 'array',
  maxItems: L.rows,
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['at', 'text'],
    properties: {
      at: { type: 'string', maxLength: 40 },
      text: { type: 'string', maxLength: L.textLength },
      amountCents: { type: 'integer', minimum: -1_000_000_000, maximum: 1_000_000_000 },
      status: { type: 'string', maxLength: 40 },
    },
  },
} as const

export const clientReportSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: [
      'clientId',
      'name',
      'email',
      'kind',
      'profile',
      'figures',
      'payments',
      'contracts',
      'activity',
    ],
    properties: {
      clientId: { type: 'string', format: 'uuid', userMessage: 'Invalid user ID format' },
      name: { type: 'string', maxLength: 200 },
      email: { type: 'string', maxLength: 320 },
      kind: { type: 'string', enum: ['renter', 'cosigner'] },
      profile: pairs,
      figures: pairs,
      payments: rows,
      contracts: rows,
      activity: rows,
    },
  },
} as const

/** Worst case of the schema above with JSON overhead; the service's default limit (64 KB) is too small for it. */
export const CLIENT_REPORT_BODY_LIMIT = 1024 * 1024
