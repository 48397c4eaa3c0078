import type { FastifyInstance } from 'fastify'
import { DOCUMENT_MESSAGES } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { documentRepository } from '../repositories/document-repository.js'

/** Soft delete: the row and file stay (admins still list them), users no longer see the document. */
export async function deleteDocument(app: FastifyInstance, id: string): Promise<void> {
  if (!(await documentRepository.deactivate(app.prisma, id)))
    throw notFound(DOCUMENT_MESSAGES.documentNotFound)
}
