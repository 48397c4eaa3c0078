// JSON schemas of the admin users routes (role ADMIN). Query, params, body and answers reject unknown properties.
import {
  ADMIN_USERS_DEFAULT_PAGE_SIZE,
  ADMIN_USERS_MAX_PAGE_SIZE,
  ADMIN_USERS_SEARCH_MAX_LENGTH,
  ROLES,
} from '@cosign/api'
import { uuidIdParams } from '@cosign/service-kit'

const role = { type: 'string', enum: [...ROLES] } as const

export const adminUserSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'email', 'firstName', 'lastName', 'role', 'isActive', 'createdAt'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    role,
    isActive: { type: 'boolean' },
    createdAt: { type: 'string' },
  },
} as const

export const listUsersSchema = {
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: {
      search: { type: 'string', maxLength: ADMIN_USERS_SEARCH_MAX_LENGTH },
      role,
      page: { type: 'integer', minimum: 1, maximum: 100_000, default: 1 },
      pageSize: {
        type: 'integer',
        minimum: 1,
        maximum: ADMIN_USERS_MAX_PAGE_SIZE,
        default: ADMIN_USERS_DEFAULT_PAGE_SIZE,
      },
    },
  },
  response: {
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['items', 'total', 'page', 'pageSize'],
      properties: {
        items: { type: 'array', items: adminUserSchema },
        total: { type: 'integer' },
        page: { type: 'integer' },
        pageSize: { type: 'integer' },
      },
    },
  },
} as const

export const updateUserStatusSchema = {
  params: uuidIdParams,
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['isActive'],
    properties: { isActive: { type: 'boolean' } },
  },
  response: {
    200: {
      type: 'object',
      additionalProperties: false,
      required: ['user', 'message'],
      properties: { user: adminUserSchema, message: { type: 'string' } },
    },
  },
} as const
