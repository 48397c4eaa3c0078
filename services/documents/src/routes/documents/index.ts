import type { FastifyInstance } from 'fastify'
import { ADMIN_DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES, documentEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint, viewerOf } from '@cosign/service-kit'
import { uploadDocument } from '../../domain/upload-document.js'
import { listDocuments } from '../../domain/list-documents.js'
import { deleteDocument } from '../../domain/delete-document.js'
import { openDocument } from '../../domain/open-document.js'
import { readUpload } from '../read-upload.js'
import { sendOpenedFile } from '../send-file.js'

/** The back office's documents: admins upload and delete; signed-in users list and download. */
export default async function documentRoutes(app: FastifyInstance) {
  const { deps } = app

  // Multipart, checked in uploadDocument.
  serveEndpoint(app, endpoints.uploadDocument, async (request, reply) => {
    const upload = await readUpload(request, {
      fields: ['title', 'description', 'targetAudience'],
      maxFileBytes: ADMIN_DOCUMENT_MAX_BYTES,
      tooLargeMessage: DOCUMENT_MESSAGES.documentTooLarge,
    })
    return reply.code(201).send(await uploadDocument(deps, viewerOf(request), upload))
  })

  serveEndpoint(app, endpoints.listDocuments, async (request) => listDocuments(deps, request.user.role))

  serveEndpoint(app, endpoints.deleteDocument, async (request, reply) => {
    await deleteDocument(deps, viewerOf(request), request.params.id)
    return reply.code(204).send()
  })

  serveEndpoint(app, endpoints.downloadDocument, async (request, reply) =>
    sendOpenedFile(reply, await openDocument(deps, request.user.role, request.params.id), 'attachment'),
  )
}
