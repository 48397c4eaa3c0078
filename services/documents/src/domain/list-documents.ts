import type { FastifyInstance } from 'fastify'
import type { DocumentListResponse, Role } from '@cosign/api'
import { documentRepository } from '../repositories/document-repository.js'
import { visibleAudiences } from './document-access.js'
import { toDocumentDto } from './to-dto.js'

/** Users see active documents for everyone or for their role, newest first; admins see all of them. */
export async function listDocuments(
  app: FastifyInstance,
  role: Role,
  publicPath: string,
): Promise<DocumentListResponse> {
  const documents = await documentRepository.list(app.prisma, visibleAudiences(role))
  return { items: documents.map((d) => toDocumentDto(d, publicPath)) }
}
