// The matching service's admin schemas: cosigner profile review and the clients tab.
import { Type } from '@sinclair/typebox'
import type { RejectProfileRequest, ReviewProfileResponse } from './profile-types.js'
import {
  ADMIN_CLIENTS_DEFAULT_PAGE_SIZE,
  ADMIN_CLIENTS_MAX_PAGE,
  ADMIN_CLIENTS_MAX_PAGE_SIZE,
  ADMIN_CLIENTS_SEARCH_MAX_LENGTH,
  ADMIN_CLIENT_KINDS,
  ADMIN_CLIENT_MESSAGES,
  ADMIN_CLIENT_PROFILE_STATUSES,
  type AdminClientListResponse,
  type AdminClientResponse,
} from './admin-types.js'
import { cosignerProfileDto, renterProfileDto } from './schemas.js'
import { adminUserProperties } from '../auth/schemas.js'
import { b, closedObject, i, iN, jsonObject, oneOf, s, sN } from '../shared/schemas.js'
// ---- Admin review and the clients tab -------------------------------------------------------------------

export const PagingQuery = closedObject({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 20 })),
})

export const reviewedProfile = jsonObject<ReviewProfileResponse>({ profile: cosignerProfileDto })

/** `reason` is checked by the domain so that a missing or blank one gets the product's message. */
export const RejectProfileBody = Type.Unsafe<RejectProfileRequest>({
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { reason: { type: ['string', 'null'], maxLength: 1000 } },
})

export const clientKind = { type: 'string', enum: [...ADMIN_CLIENT_KINDS] } as const
export const profileStatus = { type: 'string', enum: [...ADMIN_CLIENT_PROFILE_STATUSES] } as const

export const ClientListQuery = closedObject({
  kind: oneOf(ADMIN_CLIENT_KINDS),
  search: Type.Optional(Type.String({ maxLength: ADMIN_CLIENTS_SEARCH_MAX_LENGTH })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: ADMIN_CLIENTS_MAX_PAGE, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: ADMIN_CLIENTS_MAX_PAGE_SIZE, default: ADMIN_CLIENTS_DEFAULT_PAGE_SIZE }),
  ),
})

export const ClientListReply = Type.Unsafe<AdminClientListResponse>({
  type: 'object',
  required: ['items', 'total', 'page', 'pageSize'],
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        required: [
          'id',
          'kind',
          'name',
          'email',
          'location',
          'creditScore',
          'monthlyIncomeCents',
          'profileStatus',
          'profileId',
          'isActive',
          'createdAt',
        ],
        properties: {
          id: s,
          kind: clientKind,
          name: s,
          email: s,
          location: sN,
          creditScore: iN,
          monthlyIncomeCents: iN,
          profileStatus,
          profileId: sN,
          isActive: b,
          createdAt: s,
        },
      },
    },
    total: i,
    page: i,
    pageSize: i,
  },
})

export const ClientParams = closedObject({
  userId: Type.String({ format: 'uuid', userMessage: ADMIN_CLIENT_MESSAGES.invalidUserId }),
})

export const ClientReply = Type.Unsafe<AdminClientResponse>({
  type: 'object',
  required: ['client'],
  properties: {
    client: {
      type: 'object',
      required: ['kind', 'account', 'profileStatus', 'cosignerProfile', 'renterProfile'],
      properties: {
        kind: clientKind,
        account: {
          type: 'object',
          required: ['id', 'email', 'firstName', 'lastName', 'role', 'isActive', 'createdAt'],
          properties: { ...adminUserProperties, creditScore: iN, creditVerified: b, creditUploadedAt: sN },
        },
        profileStatus,
        cosignerProfile: { anyOf: [cosignerProfileDto, { type: 'null' }] },
        renterProfile: { anyOf: [renterProfileDto, { type: 'null' }] },
      },
    },
  },
})
