import type { Tx, User } from '../repositories/db.js'
import { accountTokenRepository } from '../repositories/account-token-repository.js'
import { outboundMailRepository } from '../repositories/outbound-mail-repository.js'
import { EMAIL_VERIFICATION_TTL_MS, newAccountToken } from '../model/account-token.js'
import { emailVerificationMail, paypalEmailVerificationMail } from '../model/mail-templates.js'
import type { Deps } from './deps.js'

/**
 * Writes a new confirmation link (its hash) and the email carrying it in the caller's transaction (sign-up,
 * "Resend"). The caller wakes the sender after the commit.
 */
export async function writeVerificationMail(deps: Pick<Deps, 'now' | 'mailBrand'>, tx: Tx, user: Pick<User, 'id' | 'email' | 'firstName'>) {
  const { token, hash } = newAccountToken()
  const row = await accountTokenRepository.create(tx, {
    userId: user.id,
    purpose: 'EMAIL_VERIFICATION',
    tokenHash: hash,
    expiresAt: new Date(deps.now().getTime() + EMAIL_VERIFICATION_TTL_MS),
  })
  await outboundMailRepository.add(tx, {
    idempotencyKey: `email-verification:${row.id}`,
    kind: 'email-verification',
    toAddress: user.email,
    ...emailVerificationMail(deps.mailBrand, { firstName: user.firstName, token }),
  })
}

/**
 * The same for the cosigner's PayPal payout email (issue 27): the account's older PayPal links end, and a new one
 * (its hash, with the address it confirms) is mailed to that address, in the caller's transaction.
 */
export async function writePaypalVerificationMail(
  deps: Pick<Deps, 'now' | 'mailBrand'>,
  tx: Tx,
  user: Pick<User, 'id' | 'firstName'>,
  paypalEmail: string,
) {
  const now = deps.now()
  await accountTokenRepository.useAllOf(tx, user.id, 'PAYPAL_VERIFICATION', now)
  const { token, hash } = newAccountToken()
  const row = await accountTokenRepository.create(tx, {
    userId: user.id,
    purpose: 'PAYPAL_VERIFICATION',
    tokenHash: hash,
    expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_MS),
    newEmail: paypalEmail,
  })
  await outboundMailRepository.add(tx, {
    idempotencyKey: `paypal-verification:${row.id}`,
    kind: 'paypal-verification',
    toAddress: paypalEmail,
    ...paypalEmailVerificationMail(deps.mailBrand, { firstName: user.firstName, token }),
  })
}
