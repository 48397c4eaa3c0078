import { DOCUMENT_MESSAGES, type Role } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { documentRepository } from '../repositories/document-repository.js'
import type { Deps } from './deps.js'
import { canSeeDocument } from '../model/document-access.js'

/** A document outside the user's audience answers like a missing one. */
export async function openDocument(deps: Pick<Deps, 'prisma' | 'files'>, role: Role, id: string) {
  const document = await documentRepository.findById(deps.prisma, id)
  if (!document || !canSeeDocument(role, document)) throw notFound(DOCUMENT_MESSAGES.documentNotFound)
  const file = await deps.files.open(document.storageKey)
  if (!file) throw notFound(DOCUMENT_MESSAGES.documentNotFound)
  return { file, fileType: document.fileType, fileName: document.fileName }
}
