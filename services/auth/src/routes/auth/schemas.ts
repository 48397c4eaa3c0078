// JSON schemas of the auth routes. Bodies reject unknown properties; lengths are bounded.
import { MESSAGES } from '@cosign/api'

const email = {
  type: 'string',
  minLength: 3,
  maxLength: 254,
  pattern: '^\\s*[^\\s@]+@[^\\s@]+\\.[^\\s@]+\\s*$',
  userMessage: MESSAGES.invalidEmail,
} as const
const password = { type: 'string', minLength: 1, maxLength: 200 } as const
const name = { type: 'string', maxLength: 100 } as const
const selfServiceRole = { type: 'string', enum: ['RENTER', 'COSIGNER'] } as const

export const userSchema = {
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
} as const

const sessionResponse = {
  type: 'object',
  properties: { accessToken: { type: 'string' }, expiresIn: { type: 'integer' }, user: userSchema },
} as const

export const signupSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'password', 'confirmPassword', 'role'],
    properties: {
      email,
      password,
      confirmPassword: password,
      firstName: name,
      lastName: name,
      role: selfServiceRole,
    },
  },
  response: { 201: sessionResponse },
} as const

export const loginSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['email', 'password'],
    properties: { email, password },
  },
  response: { 200: sessionResponse },
} as const

export const refreshSchema = { response: { 200: sessionResponse } } as const
export const meSchema = { response: { 200: { type: 'object', properties: { user: userSchema } } } } as const
export const updateRoleSchema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['role'],
    properties: { role: selfServiceRole },
  },
  response: { 200: sessionResponse },
} as const
