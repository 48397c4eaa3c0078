import { ACCOUNT_MESSAGES, type VerifyEmailRequest } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { accountTokenRepository } from '../repositories/account-token-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { inTransaction } from '../repositories/db.js'
import type { Deps } from './deps.js'
import { findUsableAccountToken } from './find-usable-account-token.js'

const invalidLink = () => badRequest(ACCOUNT_MESSAGES.paypalLinkInvalid, 'PAYPAL_LINK_INVALID')

/**
 * The PayPal payout email's link (issue 27): in one transaction the token is used (single use, unexpired), the
 * user's PayPal email is marked confirmed, and `user.paypal_verified` is written to the outbox for the services
 * that pay out. The link's address must still be the profile's (a changed address was mailed its own link). No
 * session needed: the link may be opened on another device.
 */
export async function confirmPaypalEmail(
  deps: Pick<Deps, 'prisma' | 'now' | 'log' | 'rateLimits' | 'recoveryPerClient' | 'users' | 'record' | 'flush'>,
  input: VerifyEmailRequest,
  clientAddress: string,
): Promise<{ message: string }> {
  const stored = await findUsableAccountToken(deps, clientAddress, input.token, 'PAYPAL_VERIFICATION')
  if (!stored?.newEmail) throw invalidLink()
  const paypalEmail = stored.newEmail
  const done = await inTransaction(deps.prisma, async (tx) => {
    const now = deps.now()
    const user = await userRepository.lockById(tx, stored.userId)
    if (!user || user.deletedAt || user.paypalEmail !== paypalEmail) return false
    if (!(await accountTokenRepository.use(tx, stored.id, now))) return false
    await userRepository.setPaypalEmail(tx, user.id, { paypalVerified: true })
    await outboxRepository.add(
      tx,
      deps.record('user.paypal_verified', { userId: user.id, paypalEmail, verifiedAt: now.toISOString() }),
    )
    return true
  })
  if (!done) throw invalidLink()
  deps.users.changed(stored.userId)
  void deps.flush()
  deps.log.info({ userId: stored.userId }, 'PayPal email confirmed')
  return { message: ACCOUNT_MESSAGES.paypalEmailConfirmed }
}
