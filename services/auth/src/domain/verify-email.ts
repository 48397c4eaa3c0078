import { ACCOUNT_MESSAGES, type VerifyEmailRequest } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { accountTokenRepository } from '../repositories/account-token-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import type { Deps } from './deps.js'
import { findUsableAccountToken } from './find-usable-account-token.js'
import { useAccountToken } from './use-account-token.js'

const invalidLink = () => badRequest(ACCOUNT_MESSAGES.verificationLinkInvalid, 'VERIFICATION_LINK_INVALID')

/**
 * Confirms the address of a confirmation link: the token is used (single use, unexpired) and the user marked
 * verified in one transaction; the user's other open links end. The link's address must still be the account's.
 */
export async function verifyEmail(
  deps: Pick<Deps, 'prisma' | 'now' | 'log' | 'rateLimits' | 'recoveryPerClient' | 'users'>,
  input: VerifyEmailRequest,
  clientAddress: string,
): Promise<{ message: string }> {
  const stored = await findUsableAccountToken(deps, clientAddress, input.token, 'EMAIL_VERIFICATION')
  if (!stored) throw invalidLink()
  const done = await useAccountToken(deps, stored.id, async (tx, now) => {
    await accountTokenRepository.useAllOf(tx, stored.userId, 'EMAIL_VERIFICATION', now)
    await userRepository.markEmailVerified(tx, stored.userId, now)
    return true
  })
  if (!done) throw invalidLink()
  deps.users.changed(stored.userId)
  return { message: ACCOUNT_MESSAGES.emailVerified }
}
