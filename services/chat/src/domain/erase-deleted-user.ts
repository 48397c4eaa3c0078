import type { DomainEvents } from '@cosign/api'
import { privacyRepository } from '../repositories/privacy-repository.js'
import type { Tx } from '../repositories/db.js'

/** `user.deleted` (issue 30): notifications gone, what the person wrote erased, their name the pseudonym. */
export async function eraseDeletedUser(tx: Tx, event: DomainEvents['user.deleted']): Promise<void> {
  await privacyRepository.eraseUser(tx, event.userId, event.pseudonym)
}
