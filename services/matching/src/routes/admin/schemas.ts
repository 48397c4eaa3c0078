import {
  ADMIN_CLIENTS_DEFAULT_PAGE_SIZE,
  ADMIN_CLIENTS_MAX_PAGE,
  ADMIN_CLIENTS_MAX_PAGE_SIZE,
  ADMIN_CLIENTS_SEARCH_MAX_LENGTH,
  ADMIN_CLIENT_KINDS,
  ADMIN_CLIENT_MESSAGES,
  ADMIN_CLIENT_PROFILE_STATUSES,
  ROLES,
} from '@cosign/api'
import { uuid } from '@cosign/service-kit'
import { cosignerProfileDto, renterProfileDto } from '../profiles/schemas.js'
import { b, i, iN, idParams, pagingQuery, s, sN } from '../shared-schemas.js'

export const pendingProfilesSchema = {
  querystring: pagingQuery,
  response: {
    200: {
      type: 'object',
      properties: { items: { type: 'array', items: cosignerProfileDto }, total: i, page: i, pageSize: i },
    },
  },
} as const

const reviewResponse = { 200: { type: 'object', properties: { profile: cosignerProfileDto } } } as const

export const approveProfileSchema = {
  params: idParams,
  response: reviewResponse,
} as const

export const rejectProfileSchema = {
  params: idParams,
  // `reason` is checked by the domain so a missing or blank one gets the product's message.
  body: {
    type: ['object', 'null'],
    additionalProperties: false,
    properties: { reason: { type: ['string', 'null'], maxLength: 1000 } },
  },
  response: reviewResponse,
} as const

// ---- Clients tab ----------------------------------------------------------------------------------------

const clientKind = { type: 'string', enum: [...ADMIN_CLIENT_KINDS] } as const
const profileStatus = { type: 'string', enum: [...ADMIN_CLIENT_PROFILE_STATUSES] } as const

export const listClientsSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    required: ['kind'],
    properties: {
      kind: clientKind,
      search: { type: 'string', maxLength: ADMIN_CLIENTS_SEARCH_MAX_LENGTH },
      page: { type: 'integer', minimum: 1, maximum: ADMIN_CLIENTS_MAX_PAGE, default: 1 },
      pageSize: {
        type: 'integer',
        minimum: 1,
        maximum: ADMIN_CLIENTS_MAX_PAGE_SIZE,
        default: ADMIN_CLIENTS_DEFAULT_PAGE_SIZE,
      },
    },
  },
  response: {
    200: {
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
    },
  },
} as const

export const getClientSchema = {
  params: {
    type: 'object',
    additionalProperties: false,
    required: ['userId'],
    properties: { userId: { ...uuid, userMessage: ADMIN_CLIENT_MESSAGES.invalidUserId } },
  },
  response: {
    200: {
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
              properties: {
                id: s,
                email: s,
                firstName: s,
                lastName: s,
                role: { type: 'string', enum: [...ROLES] },
                isActive: b,
                creditScore: iN,
                creditVerified: b,
                creditUploadedAt: sN,
                createdAt: s,
              },
            },
            profileStatus,
            cosignerProfile: { anyOf: [cosignerProfileDto, { type: 'null' }] },
            renterProfile: { anyOf: [renterProfileDto, { type: 'null' }] },
          },
        },
      },
    },
  },
} as const
