import type { EventEnvelope } from '@cosign/api'
import type { User } from '../generated/prisma/client.js'

/** The `user.registered` event's data of a new account (sign-up, or a seeded demo account). */
export function userRegistered(
  user: Pick<User, 'id' | 'email' | 'firstName' | 'lastName' | 'role'>,
): EventEnvelope<'user.registered'>['data'] {
  return {
    userId: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
  }
}
