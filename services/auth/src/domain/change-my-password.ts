import { SETTINGS_MESSAGES, type ChangePasswordRequest } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import { refreshTokenRepository } from '../repositories/refresh-token-repository.js'
import { accountTokenRepository } from '../repositories/account-token-repository.js'
import { outboundMailRepository } from '../repositories/outbound-mail-repository.js'
import { inTransaction } from '../repositories/db.js'
import { assertNewPassword, hashPassword, verifyPassword } from '../model/password.js'
import { passwordChangedMail } from '../model/mail-templates.js'
import { PASSWORD_CHANGE_PER_ACCOUNT, RateLimitedError } from '../model/rate-limited-error.js'
import type { Deps } from './deps.js'
import { throttle } from './throttle.js'
import { endSessionsAfterPasswordChange } from './end-sessions-after-password-change.js'
import { userWithCurrentPassword } from './current-password.js'

/**
 * Settings: a new password, proved by the current one (throttled per account). In one transaction: the password
 * changes, the session version goes up, every refresh token but this session's is revoked, open reset and
 * email-change links end, and a "password changed" email is written. After the commit every access token of the
 * account is refused; this browser's refresh cookie still works, so it renews its token and stays signed in.
 */
export async function changeMyPassword(
  deps: Pick<Deps, 'prisma' | 'now' | 'log' | 'rateLimits' | 'kickMail' | 'mailBrand' | 'users' | 'sessions'>,
  viewer: { id: string; sid: string | undefined },
  input: ChangePasswordRequest,
): Promise<{ message: string }> {
  const wait = await throttle(deps, `password-change:account:${viewer.id}`, PASSWORD_CHANGE_PER_ACCOUNT)
  if (wait > 0) throw new RateLimitedError(wait)
  assertNewPassword(input)
  const user = await userWithCurrentPassword(deps.prisma, viewer.id, input.currentPassword)
  if (await verifyPassword(user.passwordHash, input.password)) throw badRequest(SETTINGS_MESSAGES.samePassword)

  const passwordHash = await hashPassword(input.password)
  const updated = await inTransaction(deps.prisma, async (tx) => {
    const now = deps.now()
    const changed = await userRepository.setPasswordAndRaiseSessionVersion(tx, user.id, passwordHash)
    await refreshTokenRepository.revokeAllOfUserExcept(tx, user.id, viewer.sid)
    await accountTokenRepository.useAllOf(tx, user.id, 'PASSWORD_RESET', now)
    await accountTokenRepository.useAllOf(tx, user.id, 'EMAIL_CHANGE', now)
    await outboundMailRepository.add(tx, {
      // The raised version names this change: one email for it, however often the commit is retried.
      idempotencyKey: `password-changed:settings:${user.id}:${changed.sessionVersion}`,
      kind: 'password-changed',
      toAddress: user.email,
      ...passwordChangedMail(deps.mailBrand, { firstName: user.firstName, changedAt: now, fromSettings: true }),
    })
    return changed
  })
  await endSessionsAfterPasswordChange(deps, user.id, updated.sessionVersion, 'password change')
  return { message: SETTINGS_MESSAGES.passwordUpdated }
}
