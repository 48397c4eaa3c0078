import { ACCOUNT_PRIVACY_MESSAGES, LEGAL_DOCUMENTS, type AcceptLegalRequest, type UserDto } from '@cosign/api'
import { badRequest, notFound } from '@cosign/service-kit'
import { consentRepository } from '../repositories/consent-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { inTransaction } from '../repositories/db.js'
import { toUserDto } from '../model/to-user-dto.js'
import type { Deps } from './deps.js'

/** The code of an acceptance of versions that are not the current ones (the page was older than the terms). */
export const TERMS_OUTDATED = 'TERMS_OUTDATED'

/**
 * `POST /me/consents`: the signed-in user accepts the current Terms of Service and Privacy Policy (the notice
 * shown after a new version). Only the current versions can be accepted: a page that showed older ones is told
 * to reload them.
 */
export async function acceptLegalTerms(
  deps: Pick<Deps, 'prisma' | 'users' | 'now'>,
  userId: string,
  input: AcceptLegalRequest,
): Promise<UserDto> {
  if (input.termsVersion !== LEGAL_DOCUMENTS.terms.version || input.privacyVersion !== LEGAL_DOCUMENTS.privacy.version)
    throw badRequest(ACCOUNT_PRIVACY_MESSAGES.termsOutdated, TERMS_OUTDATED)
  const user = await userRepository.findById(deps.prisma, userId)
  if (!user || user.deletedAt) throw notFound('User not found')
  const updated = await inTransaction(deps.prisma, (tx) =>
    consentRepository.accept(tx, userId, input.termsVersion, input.privacyVersion, deps.now()),
  )
  deps.users.changed(userId)
  return toUserDto(updated)
}
