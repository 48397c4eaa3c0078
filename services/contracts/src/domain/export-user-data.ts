import { privacyRepository } from '../repositories/privacy-repository.js'
import type { Tx } from '../repositories/db.js'

/** `data_export.requested` (issue 30): contracts' part, the user's own rows only. */
export async function exportUserData(tx: Tx, userId: string): Promise<Record<string, unknown>> {
  return privacyRepository.exportOf(tx, userId)
}
