import { DOCUMENT_MESSAGES, adminActionOf } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { documentRepository } from '../repositories/document-repository.js'
import { inTransaction } from '../repositories/db.js'
import { outboxRepository } from '../repositories/outbox-repository.js'
import type { Deps } from './deps.js'

/**
 * Soft delete: the row and file stay (admins still list them), users no longer see the document. The audit
 * log's row (issue 30) commits with it.
 */
export async function deleteDocument(
  deps: Pick<Deps, 'prisma' | 'record' | 'flush'>,
  admin: { id: string; email: string },
  id: string,
): Promise<void> {
  await inTransaction(deps.prisma, async (tx) => {
    if (!(await documentRepository.deactivate(tx, id))) throw notFound(DOCUMENT_MESSAGES.documentNotFound)
    await outboxRepository.add(
      tx,
      deps.record('admin_action.recorded', adminActionOf(admin, 'document.deleted', ['document', id],
        { active: true },
        { active: false },
      )),
    )
  })
  void deps.flush()
}
