import { deletedUserEmail, type DomainEvents } from '@cosign/api'
import { privacyRepository } from '../repositories/privacy-repository.js'
import type { Tx } from '../repositories/db.js'

/** `user.deleted` (issue 30): contracts keep the agreement under the pseudonym; addresses and emails erased;
 * the contracts are marked as having a deleted party (purged once the retention period after they ended is over). */
export async function eraseDeletedUser(tx: Tx, event: DomainEvents['user.deleted']): Promise<void> {
  await privacyRepository.eraseUser(tx, event.userId, event.pseudonym, deletedUserEmail(event.userId), new Date(event.deletedAt))
}
