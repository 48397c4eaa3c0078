import type { DocumentListResponse, Role } from '@cosign/api'
import { documentRepository } from '../repositories/document-repository.js'
import type { Deps } from './deps.js'
import { visibleAudiences } from '../model/document-access.js'
import { toDocumentDto } from '../model/to-dto.js'

/** Users see active documents for everyone or for their role, newest first; admins see all of them. */
export async function listDocuments(
  deps: Pick<Deps, 'prisma' | 'publicPath'>,
  role: Role,
): Promise<DocumentListResponse> {
  const documents = await documentRepository.list(deps.prisma, visibleAudiences(role))
  return { items: documents.map((d) => toDocumentDto(d, deps.publicPath)) }
}
