// The auth service's endpoints (browser: /api/auth/...): sign-up, login, the session (refresh cookie, logout),
// the signed-in user, and the back office's users tab. Bodies reject unknown properties; lengths are bounded.
import { Type } from '@sinclair/typebox'
import { endpoint, NoContent } from '../endpoint.js'
import { ROLES, SELF_SERVICE_ROLES, type Role, type SelfServiceRole } from '../constants.js'
import { MESSAGES } from '../messages.js'
import type { MeResponse, SessionResponse } from './types.js'
import {
  ADMIN_USERS_DEFAULT_PAGE_SIZE,
  ADMIN_USERS_MAX_PAGE_SIZE,
  ADMIN_USERS_SEARCH_MAX_LENGTH,
  type AdminUserListResponse,
  type UpdateUserStatusResponse,
} from './admin-types.js'
import { jsonObject, UuidIdParams } from '../shared/schemas.js'

const service = 'auth'

// ---- Requests
const Email = Type.String({
  minLength: 3,
  maxLength: 254,
  pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$',
  userMessage: MESSAGES.invalidEmail,
})
const Password = Type.String({ minLength: 1, maxLength: 200 })
const Name = Type.String({ maxLength: 100 })
/** A JSON Schema enum (one failure, "must be equal to one of the allowed values"), not a union of literals. */
const SelfServiceRoleSchema = Type.Unsafe<SelfServiceRole>({ type: 'string', enum: [...SELF_SERVICE_ROLES] })
const RoleSchema = Type.Unsafe<Role>({ type: 'string', enum: [...ROLES] })

const SignupBody = Type.Object(
  {
    email: Email,
    password: Password,
    confirmPassword: Password,
    firstName: Type.Optional(Name),
    lastName: Type.Optional(Name),
    role: SelfServiceRoleSchema,
  },
  { additionalProperties: false },
)
const LoginBody = Type.Object({ email: Email, password: Password }, { additionalProperties: false })
const UpdateRoleBody = Type.Object({ role: SelfServiceRoleSchema }, { additionalProperties: false })

const ListUsersQuery = Type.Object(
  {
    search: Type.Optional(Type.String({ maxLength: ADMIN_USERS_SEARCH_MAX_LENGTH })),
    role: Type.Optional(RoleSchema),
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000, default: 1 })),
    pageSize: Type.Optional(
      Type.Integer({ minimum: 1, maximum: ADMIN_USERS_MAX_PAGE_SIZE, default: ADMIN_USERS_DEFAULT_PAGE_SIZE }),
    ),
  },
  { additionalProperties: false },
)
const UpdateUserStatusBody = Type.Object({ isActive: Type.Boolean() }, { additionalProperties: false })

// ---- Answers: serialized with these schemas (only the listed properties leave the service).
const user = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    fullName: { type: 'string' },
    phone: { type: ['string', 'null'] },
    role: { type: 'string' },
    userType: { type: 'string' },
    isActive: { type: 'boolean' },
    profileCompleted: { type: 'boolean' },
    profileStatus: { type: ['string', 'null'] },
    creditScore: { type: 'integer' },
    monthlyPayment: { type: 'integer' },
    creditVerified: { type: 'boolean' },
    paypalVerified: { type: 'boolean' },
    createdAt: { type: 'string' },
  },
}
const Session = jsonObject<SessionResponse>({ accessToken: { type: 'string' }, expiresIn: { type: 'integer' }, user })

/** The admin users tab's columns, nothing more (unknown properties are an error, every column is required). */
const adminUser = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'email', 'firstName', 'lastName', 'role', 'isActive', 'createdAt'],
  properties: {
    id: { type: 'string' },
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    role: { type: 'string', enum: [...ROLES] },
    isActive: { type: 'boolean' },
    createdAt: { type: 'string' },
  },
}
const AdminUserListAnswer = Type.Unsafe<AdminUserListResponse>({
  type: 'object',
  additionalProperties: false,
  required: ['items', 'total', 'page', 'pageSize'],
  properties: {
    items: { type: 'array', items: adminUser },
    total: { type: 'integer' },
    page: { type: 'integer' },
    pageSize: { type: 'integer' },
  },
})
const UpdateUserStatusAnswer = Type.Unsafe<UpdateUserStatusResponse>({
  type: 'object',
  additionalProperties: false,
  required: ['user', 'message'],
  properties: { user: adminUser, message: { type: 'string' } },
})

export const authEndpoints = {
  // ---- Session: the refresh token travels only in the httpOnly cookie the answers set (path /api/auth).
  /** A renter or cosigner account; answers the session and sets the refresh cookie. */
  signUp: endpoint({
    service, method: 'POST', path: '/signup', access: 'public', body: SignupBody,
    response: { 201: Session },
  }),
  logIn: endpoint({
    service, method: 'POST', path: '/login', access: 'public', body: LoginBody,
    response: { 200: Session },
  }),
  /** The back office's login: admins only ("Invalid admin credentials" for anyone else). */
  logInAsAdmin: endpoint({
    service, method: 'POST', path: '/admin/login', access: 'public', body: LoginBody,
    response: { 200: Session },
  }),
  /** A new access token from the refresh cookie (rotated); 401 and the cookie cleared when the session is over. */
  refreshSession: endpoint({
    service, method: 'POST', path: '/refresh', access: 'public',
    response: { 200: Session },
  }),
  /** Ends the cookie's session and clears the cookie. */
  logOut: endpoint({
    service, method: 'POST', path: '/logout', access: 'public',
    response: { 204: NoContent },
  }),

  // ---- The signed-in user.
  getMe: endpoint({
    service, method: 'GET', path: '/me', access: 'signed-in',
    response: { 200: jsonObject<MeResponse>({ user }) },
  }),
  /** A renter becomes a cosigner or the other way round: a new access token for the new role. */
  changeMyRole: endpoint({
    service, method: 'PUT', path: '/me/role', access: 'signed-in', body: UpdateRoleBody,
    response: { 200: Session },
  }),

  // ---- The back office's users tab.
  listUsers: endpoint({
    service, method: 'GET', path: '/admin/users', access: ['ADMIN'], query: ListUsersQuery,
    response: { 200: AdminUserListAnswer },
  }),
  /** Activates or deactivates an account; deactivating the caller's own or another admin's is refused (403). */
  setUserActive: endpoint({
    service, method: 'PATCH', path: '/admin/users/:id', access: ['ADMIN'], params: UuidIdParams,
    body: UpdateUserStatusBody, response: { 200: UpdateUserStatusAnswer },
  }),
} as const
