import { deletedUserEmail, type DomainEvents } from '@cosign/api'
import { privacyRepository } from '../repositories/privacy-repository.js'
import type { Tx } from '../repositories/db.js'

/** `user.deleted` (issue 30): the person's accounts copy, profiles and what they wrote, erased; reviews stay under the pseudonym. */
export async function eraseDeletedUser(tx: Tx, event: DomainEvents['user.deleted']): Promise<void> {
  await privacyRepository.eraseUser(tx, event.userId, event.pseudonym, deletedUserEmail(event.userId))
}
