import {
  ACCOUNT_PRIVACY_MESSAGES,
  ERROR_CODES,
  LEGAL_DOCUMENTS,
  MESSAGES,
  type SignupRequest,
} from '@cosign/api'
import { badRequest, conflict } from '@cosign/service-kit'
import { userRepository } from '../repositories/user-repository.js'
import type { Deps } from './deps.js'
import { assertNewPassword, hashPassword } from '../model/password.js'
import { issueSession } from './issue-session.js'
import { inTransaction, isUniqueViolation } from '../repositories/db.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import { userRegistered } from '../model/user-registered.js'
import { writeVerificationMail } from './verification-mail.js'
import { consentRepository } from '../repositories/consent-repository.js'

/** The code of a sign-up without the terms' checkbox (issue 30). */
export const TERMS_NOT_ACCEPTED = 'TERMS_NOT_ACCEPTED'

/**
 * Creates the account, its acceptance of the current terms, its `user.registered` event and its confirmation
 * email in one transaction, then signs the user in.
 */
export async function registerUser(
  deps: Pick<Deps, 'prisma' | 'record' | 'flush' | 'signToken' | 'refreshTtlDays' | 'now' | 'mailBrand' | 'kickMail'>,
  input: SignupRequest,
  userAgent?: string,
) {
  const { prisma, record } = deps
  const email = input.email.trim().toLowerCase()
  assertNewPassword(input)
  if (input.acceptTerms !== true) throw badRequest(ACCOUNT_PRIVACY_MESSAGES.termsRequired, TERMS_NOT_ACCEPTED)
  if (await userRepository.findByEmail(prisma, email)) throw conflict(MESSAGES.emailTaken, ERROR_CODES.emailTaken)

  const passwordHash = await hashPassword(input.password)
  try {
    const result = await inTransaction(prisma, async (tx) => {
      const user = await userRepository.create(tx, {
        email,
        passwordHash,
        firstName: (input.firstName ?? '').trim(),
        lastName: (input.lastName ?? '').trim(),
        role: input.role,
        termsVersion: LEGAL_DOCUMENTS.terms.version,
        privacyVersion: LEGAL_DOCUMENTS.privacy.version,
      })
      // The checkbox accepted the current versions: recorded with the moment (issue 30).
      await consentRepository.add(tx, user.id, user.termsVersion!, user.privacyVersion!, deps.now())
      await outboxRepository.add(tx, record('user.registered', userRegistered(user)))
      // The address is confirmed by the link this email carries (issue 29).
      await writeVerificationMail(deps, tx, user)
      return issueSession(deps, tx, user, undefined, userAgent)
    })
    void deps.flush()
    deps.kickMail()
    return result
  } catch (err) {
    // Two sign-ups with the same email at once: the unique index decides.
    if (isUniqueViolation(err))
      throw conflict(MESSAGES.emailTaken, ERROR_CODES.emailTaken)
    throw err
  }
}
