import type { DomainEvents } from '@cosign/api'
import { privacyRepository } from '../repositories/privacy-repository.js'
import type { Tx } from '../repositories/db.js'
import type { Deps } from './deps.js'

/** `user.deleted` (issue 30): the person's credit reports deleted, files included; agreements under the pseudonym. */
export async function eraseDeletedUser(
  deps: Pick<Deps, 'files'>,
  tx: Tx,
  event: DomainEvents['user.deleted'],
): Promise<void> {
  const keys = await privacyRepository.eraseUser(tx, event.userId, event.pseudonym)
  // A file already gone (a redelivery after a crash) is fine: remove ignores it.
  for (const key of keys) await deps.files.remove(key)
}
