import { LISTINGS_DEFAULT_PAGE_SIZE, LISTINGS_MAX_PAGE_SIZE, LISTING_TABS } from '@cosign/api'
import { b, i, iN, s } from '../shared-schemas.js'

export const listingsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      tab: { type: 'string', enum: [...LISTING_TABS], default: 'all' },
      search: { type: 'string', maxLength: 100 },
      minCreditScore: { type: 'integer', minimum: 0, maximum: 850 },
      /** Cents. */
      minIncome: { type: 'integer', minimum: 0, maximum: 2_000_000_000 },
      page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
      pageSize: {
        type: 'integer',
        minimum: 1,
        maximum: LISTINGS_MAX_PAGE_SIZE,
        default: LISTINGS_DEFAULT_PAGE_SIZE,
      },
    },
  },
  response: {
    200: {
      type: 'object',
      properties: {
        items: {
          type: 'array',
          items: {
            type: 'object',
            properties: {
              kind: s,
              id: s,
              userId: s,
              name: s,
              location: s,
              creditScore: iN,
              creditTier: s,
              creditVerified: { type: 'boolean' },
              monthlyIncomeCents: i,
              bioPreview: s,
              feeType: s,
              totalFeeCents: i,
              maxRentSupportCents: i,
              requiresLeaseArmor: b,
              cosignerBudget: s,
              housingBudgetCents: i,
              moveInTimeline: s,
            },
          },
        },
        total: i,
        page: i,
        pageSize: i,
      },
    },
  },
} as const
