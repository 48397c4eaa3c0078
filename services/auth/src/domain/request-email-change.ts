import { ERROR_CODES, SETTINGS_MESSAGES, type ChangeEmailRequest } from '@cosign/api'
import { badRequest, conflict } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import { accountTokenRepository } from '../repositories/account-token-repository.js'
import { outboundMailRepository } from '../repositories/outbound-mail-repository.js'
import { inTransaction } from '../repositories/db.js'
import { accountKey, normaliseEmail } from '../model/login-throttle.js'
import { EMAIL_CHANGE_TTL_MS, newAccountToken } from '../model/account-token.js'
import { emailChangeMail, emailChangeRequestedMail } from '../model/mail-templates.js'
import {
  EMAIL_CHANGE_PER_ACCOUNT,
  EMAIL_CHANGE_PER_ADDRESS,
  RateLimitedError,
} from '../model/rate-limited-error.js'
import type { Deps } from './deps.js'
import { throttle } from './throttle.js'
import { userWithCurrentPassword } from './current-password.js'

/**
 * Settings: asks to change the account's email, proved by the current password (throttled per account and per
 * new address). Nothing changes yet: in one transaction the account's older change links end, a new single-use
 * link (its hash, with the new address) is stored, the link is mailed to the NEW address and the OLD address is
 * told of the request. The email becomes the new one when the link is opened (confirm-email-change.ts).
 */
export async function requestEmailChange(
  deps: Pick<Deps, 'prisma' | 'now' | 'log' | 'rateLimits' | 'kickMail' | 'mailBrand'>,
  userId: string,
  input: ChangeEmailRequest,
): Promise<{ message: string }> {
  const newEmail = normaliseEmail(input.newEmail)
  const wait = Math.max(
    await throttle(deps, `email-change:account:${userId}`, EMAIL_CHANGE_PER_ACCOUNT),
    await throttle(deps, `email-change:address:${accountKey(newEmail)}`, EMAIL_CHANGE_PER_ADDRESS),
  )
  if (wait > 0) throw new RateLimitedError(wait)
  const user = await userWithCurrentPassword(deps.prisma, userId, input.currentPassword)
  if (newEmail === user.email) throw badRequest(SETTINGS_MESSAGES.sameEmail)
  if (await userRepository.findByEmail(deps.prisma, newEmail)) throw conflict(SETTINGS_MESSAGES.emailTaken, ERROR_CODES.emailTaken)

  const now = deps.now()
  const { token, hash } = newAccountToken()
  await inTransaction(deps.prisma, async (tx) => {
    await accountTokenRepository.useAllOf(tx, user.id, 'EMAIL_CHANGE', now)
    const row = await accountTokenRepository.create(tx, {
      userId: user.id,
      purpose: 'EMAIL_CHANGE',
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + EMAIL_CHANGE_TTL_MS),
      newEmail,
    })
    await outboundMailRepository.add(tx, {
      idempotencyKey: `email-change:${row.id}`,
      kind: 'email-change',
      toAddress: newEmail,
      ...emailChangeMail(deps.mailBrand, { firstName: user.firstName, token }),
    })
    await outboundMailRepository.add(tx, {
      idempotencyKey: `email-change-requested:${row.id}`,
      kind: 'email-change-requested',
      toAddress: user.email,
      ...emailChangeRequestedMail(deps.mailBrand, { firstName: user.firstName, newEmail, requestedAt: now }),
    })
  })
  deps.kickMail()
  return { message: SETTINGS_MESSAGES.emailChangeSent(newEmail) }
}
