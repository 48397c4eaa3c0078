import { ERROR_CODES, SETTINGS_MESSAGES, type ConfirmEmailChangeRequest } from '@cosign/api'
import { badRequest, conflict } from '@cosign/service-kit'
import { accountTokenRepository } from '../repositories/account-token-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { isUniqueViolation } from '../repositories/db.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import type { Deps } from './deps.js'
import { findUsableAccountToken } from './find-usable-account-token.js'
import { useAccountToken } from './use-account-token.js'

const invalidLink = () => badRequest(SETTINGS_MESSAGES.emailChangeLinkInvalid, 'EMAIL_CHANGE_LINK_INVALID')
const taken = () => conflict(SETTINGS_MESSAGES.emailTaken, ERROR_CODES.emailTaken)

/**
 * The new address's link: in one transaction the token is used (single use, unexpired), the account's other
 * change and confirmation links end, and the email becomes the link's address, verified (opening the link proved
 * it), with a `user.updated` event for the other services' copies. An address another account took meanwhile is
 * refused (409). No session needed: the link may be opened on another device.
 */
export async function confirmEmailChange(
  deps: Pick<Deps, 'prisma' | 'now' | 'log' | 'rateLimits' | 'recoveryPerClient' | 'users' | 'record' | 'flush'>,
  input: ConfirmEmailChangeRequest,
  clientAddress: string,
): Promise<{ message: string }> {
  const stored = await findUsableAccountToken(deps, clientAddress, input.token, 'EMAIL_CHANGE')
  if (!stored?.newEmail) throw invalidLink()
  const newEmail = stored.newEmail
  const user = await userRepository.findById(deps.prisma, stored.userId)
  if (!user?.isActive) throw invalidLink()
  const owner = await userRepository.findByEmail(deps.prisma, newEmail)
  if (owner && owner.id !== user.id) throw taken()

  let done: boolean | null
  try {
    done = await useAccountToken(deps, stored.id, async (tx, now) => {
      await accountTokenRepository.useAllOf(tx, user.id, 'EMAIL_CHANGE', now)
      await accountTokenRepository.useAllOf(tx, user.id, 'EMAIL_VERIFICATION', now)
      const changed = await userRepository.changeEmail(tx, user.id, newEmail, now)
      await outboxRepository.add(
        tx,
        deps.record('user.updated', { userId: user.id, email: newEmail, firstName: changed.firstName, lastName: changed.lastName }),
      )
      return true
    })
  } catch (err) {
    // Another account signed up with the address between the check and the write.
    if (isUniqueViolation(err)) throw taken()
    throw err
  }
  if (!done) throw invalidLink()
  deps.users.changed(user.id)
  void deps.flush()
  deps.log.info({ userId: user.id }, 'email changed')
  return { message: SETTINGS_MESSAGES.emailChanged }
}
