import { SETTINGS_MESSAGES } from '@cosign/api'
import { badRequest, notFound } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import { verifyPassword } from '../model/password.js'
import type { Db, User } from '../repositories/db.js'

/** The code of a wrong current password (400: a 401 would read as an ended session to the browser's client). */
export const CURRENT_PASSWORD_WRONG = 'CURRENT_PASSWORD_WRONG'

/** The signed-in user, once their current password is proved (settings changes that need it). */
export async function userWithCurrentPassword(db: Db, userId: string, currentPassword: string): Promise<User> {
  const user = await userRepository.findById(db, userId)
  if (!user || !user.isActive) throw notFound('User not found')
  if (!(await verifyPassword(user.passwordHash, currentPassword)))
    throw badRequest(SETTINGS_MESSAGES.currentPasswordWrong, CURRENT_PASSWORD_WRONG)
  return user
}
