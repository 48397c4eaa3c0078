// The auth service's request and answer schemas (its endpoints are in endpoints.ts). Bodies reject unknown
// properties; lengths are bounded.
import { Type } from '@sinclair/typebox'
import { ROLES, SELF_SERVICE_ROLES, type Role, type SelfServiceRole } from '../constants.js'
import { MESSAGES } from '../messages.js'
import type { SessionResponse } from './types.js'
import {
  ADMIN_USERS_DEFAULT_PAGE_SIZE,
  ADMIN_USERS_MAX_PAGE_SIZE,
  ADMIN_USERS_SEARCH_MAX_LENGTH,
  type AdminUserListResponse,
  type UpdateUserStatusResponse,
} from './admin-types.js'
import { b, closedObject, i, jsonObject, listOf, s, sN } from '../shared/schemas.js'
import { ACCOUNT_TOKEN_MAX_LENGTH, type AccountMessageResponse } from './account-types.js'
import { SETTINGS_MESSAGES, type AccountSessionListResponse } from './settings-types.js'

// ---- Requests
const Email = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$',
  userMessage: MESSAGES.invalidEmail,
})
export const Password = Type.String({ minLength: 1, maxLength: 200 })
const Name = Type.String({ maxLength: 100 })
/** A JSON Schema enum (one failure, "must be equal to one of the allowed values"), not a union of literals. */
const SelfServiceRoleSchema = Type.Unsafe<SelfServiceRole>({ type: 'string', enum: [...SELF_SERVICE_ROLES] })
const RoleSchema = Type.Unsafe<Role>({ type: 'string', enum: [...ROLES] })

export const SignupBody = closedObject({
  email: Email,
  password: Password,
  confirmPassword: Password,
  firstName: Type.Optional(Name),
  lastName: Type.Optional(Name),
  role: SelfServiceRoleSchema,
  /** The sign-up checkbox: the current Terms of Service and Privacy Policy (issue 30); refused unless true. */
  acceptTerms: Type.Optional(Type.Boolean()),
})
export const LoginBody = closedObject({ email: Email, password: Password })
export const ForgotPasswordBody = closedObject({ email: Email })
export const ResetPasswordBody = closedObject({
  token: Type.String({ minLength: 1, maxLength: ACCOUNT_TOKEN_MAX_LENGTH }),
  password: Password,
  confirmPassword: Password,
})
export const VerifyEmailBody = closedObject({ token: Type.String({ minLength: 1, maxLength: ACCOUNT_TOKEN_MAX_LENGTH }) })
// ---- Account settings
const RequiredName = Type.String({ minLength: 1, maxLength: 100, pattern: '\\S', userMessage: SETTINGS_MESSAGES.nameRequired })
export const UpdateNameBody = closedObject({ firstName: RequiredName, lastName: RequiredName })
export const ChangePasswordBody = closedObject({ currentPassword: Password, password: Password, confirmPassword: Password })
export const ChangeEmailBody = closedObject({ newEmail: Email, currentPassword: Password })
export const AccountSessionListAnswer = jsonObject<AccountSessionListResponse>({
  sessions: listOf({
    id: s,
    device: s,
    signedInAt: s,
    lastActiveAt: s,
    current: b,
  }),
})

export const UpdateRoleBody = closedObject({ role: SelfServiceRoleSchema })

export const ListUsersQuery = closedObject({
  search: Type.Optional(Type.String({ maxLength: ADMIN_USERS_SEARCH_MAX_LENGTH })),
  role: Type.Optional(RoleSchema),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: ADMIN_USERS_MAX_PAGE_SIZE, default: ADMIN_USERS_DEFAULT_PAGE_SIZE }),
  ),
})
export const UpdateUserStatusBody = closedObject({ isActive: Type.Boolean() })

// ---- Answers: serialized with these schemas (only the listed properties leave the service).
export const user = {
  type: 'object',
  properties: {
    id: s,
    email: s,
    firstName: s,
    lastName: s,
    fullName: s,
    phone: sN,
    role: s,
    userType: s,
    isActive: b,
    profileCompleted: b,
    profileStatus: sN,
    creditScore: i,
    monthlyPayment: i,
    creditVerified: b,
    paypalVerified: b,
    emailVerified: b,
    legalAcceptanceNeeded: b,
    createdAt: s,
  },
}
export const Session = jsonObject<SessionResponse>({ accessToken: s, expiresIn: i, user })

/** The admin users tab's columns, nothing more (unknown properties are an error, every column is required). */
/** A user account as the back office shows it (auth's users tab, matching's client page). */
export const adminUserProperties = {
  id: s,
  email: s,
  firstName: s,
  lastName: s,
  role: { type: 'string', enum: [...ROLES] },
  isActive: b,
  createdAt: s,
}
const adminUser = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'email', 'firstName', 'lastName', 'role', 'isActive', 'createdAt'],
  properties: adminUserProperties,
}
export const AdminUserListAnswer = Type.Unsafe<AdminUserListResponse>({
  type: 'object',
  additionalProperties: false,
  required: ['items', 'total', 'page', 'pageSize'],
  properties: {
    items: { type: 'array', items: adminUser },
    total: i,
    page: i,
    pageSize: i,
  },
})
export const UpdateUserStatusAnswer = Type.Unsafe<UpdateUserStatusResponse>({
  type: 'object',
  additionalProperties: false,
  required: ['user', 'message'],
  properties: { user: adminUser, message: s },
})
export const AccountMessageAnswer = jsonObject<AccountMessageResponse>({ message: s })
