import { DOCUMENT_MESSAGES } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { documentRepository } from '../repositories/document-repository.js'
import type { Deps } from './deps.js'

/** Soft delete: the row and file stay (admins still list them), users no longer see the document. */
export async function deleteDocument(deps: Pick<Deps, 'prisma'>, id: string): Promise<void> {
  if (!(await documentRepository.deactivate(deps.prisma, id)))
    throw notFound(DOCUMENT_MESSAGES.documentNotFound)
}
