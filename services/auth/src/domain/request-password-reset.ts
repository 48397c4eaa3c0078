import { ACCOUNT_MESSAGES, type ForgotPasswordRequest } from '@cosign/api'
import { userRepository } from '../repositories/user-repository.js'
import { accountTokenRepository } from '../repositories/account-token-repository.js'
import { outboundMailRepository } from '../repositories/outbound-mail-repository.js'
import { inTransaction } from '../repositories/db.js'
import { accountKey } from '../model/login-throttle.js'
import { newAccountToken, PASSWORD_RESET_TTL_MS } from '../model/account-token.js'
import { passwordResetMail } from '../model/mail-templates.js'
import { RateLimitedError, RESET_PER_EMAIL } from '../model/rate-limited-error.js'
import type { Deps } from './deps.js'
import { throttle } from './throttle.js'

/**
 * "Forgot password?": when the address belongs to an active account, writes a new single-use link token (its
 * hash) and the email carrying it in one transaction; the sender mails it. The answer is the same whether or not
 * the account exists, and so are the throttles (per address asked about, per client address): 429 + Retry-After.
 */
export async function requestPasswordReset(
  deps: Pick<Deps, 'prisma' | 'now' | 'log' | 'rateLimits' | 'recoveryPerClient' | 'kickMail' | 'mailBrand'>,
  input: ForgotPasswordRequest,
  clientAddress: string,
): Promise<{ message: string }> {
  const email = input.email.trim().toLowerCase()
  const wait = Math.max(
    await throttle(deps, `recovery:client:${clientAddress}`, deps.recoveryPerClient),
    await throttle(deps, `reset:email:${accountKey(email)}`, RESET_PER_EMAIL),
  )
  if (wait > 0) throw new RateLimitedError(wait)

  const user = await userRepository.findByEmail(deps.prisma, email)
  if (user?.isActive) {
    const now = deps.now()
    const { token, hash } = newAccountToken()
    await inTransaction(deps.prisma, async (tx) => {
      const row = await accountTokenRepository.create(tx, {
        userId: user.id,
        purpose: 'PASSWORD_RESET',
        tokenHash: hash,
        expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MS),
      })
      await outboundMailRepository.add(tx, {
        idempotencyKey: `password-reset:${row.id}`,
        kind: 'password-reset',
        toAddress: user.email,
        ...passwordResetMail(deps.mailBrand, { firstName: user.firstName, token }),
      })
    })
    deps.kickMail()
  }
  return { message: ACCOUNT_MESSAGES.resetLinkSent }
}
