import { ACCOUNT_MESSAGES, type ResetPasswordRequest } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import { adminUserRepository } from '../repositories/admin-user-repository.js'
import { accountTokenRepository } from '../repositories/account-token-repository.js'
import { outboundMailRepository } from '../repositories/outbound-mail-repository.js'
import { hashAccountToken, isTokenUsable } from '../model/account-token.js'
import { assertNewPassword, hashPassword } from '../model/password.js'
import { passwordChangedMail } from '../model/mail-templates.js'
import { RateLimitedError, RESET_PER_ACCOUNT } from '../model/rate-limited-error.js'
import type { Deps } from './deps.js'
import { throttle } from './throttle.js'
import { endSessionsAfterPasswordChange } from './end-sessions-after-password-change.js'
import { useAccountToken } from './use-account-token.js'

const invalidLink = () => badRequest(ACCOUNT_MESSAGES.resetLinkInvalid, 'RESET_LINK_INVALID')

/**
 * Sets a new password with a reset link's token. In one transaction: the token is used (only if still unused and
 * unexpired, so two submits cannot both pass), every other reset link of the account ends, the password changes,
 * the session version goes up and every refresh token is revoked, and a "password changed" email is written.
 * After the commit every access token of the account is refused (Redis record, as a deactivation does).
 */
export async function resetPassword(
  deps: Pick<Deps, 'prisma' | 'now' | 'log' | 'rateLimits' | 'recoveryPerClient' | 'kickMail' | 'mailBrand' | 'users' | 'sessions'>,
  input: ResetPasswordRequest,
  clientAddress: string,
): Promise<{ message: string }> {
  const clientWait = await throttle(deps, `recovery:client:${clientAddress}`, deps.recoveryPerClient)
  if (clientWait > 0) throw new RateLimitedError(clientWait)
  assertNewPassword(input)

  const stored = await accountTokenRepository.findByHash(deps.prisma, hashAccountToken(input.token))
  if (!stored || stored.purpose !== 'PASSWORD_RESET') throw invalidLink()
  const accountWait = await throttle(deps, `reset:account:${stored.userId}`, RESET_PER_ACCOUNT)
  if (accountWait > 0) throw new RateLimitedError(accountWait)
  if (!isTokenUsable(stored, deps.now())) throw invalidLink()
  const user = await userRepository.findById(deps.prisma, stored.userId)
  if (!user?.isActive) throw invalidLink()

  const passwordHash = await hashPassword(input.password)
  const updated = await useAccountToken(deps, stored.id, async (tx, now) => {
    await accountTokenRepository.useAllOf(tx, user.id, 'PASSWORD_RESET', now)
    // A pending email change may be someone else's doing (the old address was told to reset the password).
    await accountTokenRepository.useAllOf(tx, user.id, 'EMAIL_CHANGE', now)
    const changed = await userRepository.setPasswordAndRaiseSessionVersion(tx, user.id, passwordHash)
    await adminUserRepository.revokeAllRefreshTokens(tx, user.id)
    await outboundMailRepository.add(tx, {
      idempotencyKey: `password-changed:${stored.id}`,
      kind: 'password-changed',
      toAddress: user.email,
      ...passwordChangedMail(deps.mailBrand, { firstName: user.firstName, changedAt: now }),
    })
    return changed
  })
  if (!updated) throw invalidLink()
  await endSessionsAfterPasswordChange(deps, user.id, updated.sessionVersion, 'password reset')
  return { message: ACCOUNT_MESSAGES.passwordChanged }
}
