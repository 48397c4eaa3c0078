import type { FastifyInstance } from 'fastify'
import { ADMIN_DOCUMENT_MAX_BYTES, DOCUMENT_MESSAGES } from '@cosign/api'
import type { DocumentsConfig } from '../../config.js'
import { uploadDocument } from '../../domain/upload-document.js'
import { listDocuments } from '../../domain/list-documents.js'
import { deleteDocument } from '../../domain/delete-document.js'
import { openDocument } from '../../domain/open-document.js'
import { depsOf } from '../deps.js'
import { readUpload } from '../read-upload.js'
import { sendFile } from '../send-file.js'
import { deleteSchema, downloadSchema, listSchema, uploadSchema } from './schemas.js'

export default async function documentRoutes(app: FastifyInstance, opts: { config: DocumentsConfig }) {
  const deps = depsOf(app, opts.config)
  const adminOnly = app.requireRole('ADMIN')

  app.post('/documents', { schema: uploadSchema, onRequest: adminOnly }, async (request, reply) => {
    const upload = await readUpload(request, {
      fields: ['title', 'description', 'targetAudience'],
      maxFileBytes: ADMIN_DOCUMENT_MAX_BYTES,
      tooLargeMessage: DOCUMENT_MESSAGES.documentTooLarge,
    })
    return reply.code(201).send(await uploadDocument(deps, request.user.sub, upload))
  })

  app.get('/documents', { schema: listSchema, onRequest: app.authenticate }, async (request) =>
    listDocuments(deps, request.user.role),
  )

  app.delete<{ Params: { id: string } }>(
    '/documents/:id',
    { schema: deleteSchema, onRequest: adminOnly },
    async (request, reply) => {
      await deleteDocument(deps, request.params.id)
      return reply.code(204).send()
    },
  )

  app.get<{ Params: { id: string } }>(
    '/documents/:id/download',
    { schema: downloadSchema, onRequest: app.authenticate },
    async (request, reply) => {
      const { file, fileType, fileName } = await openDocument(deps, request.user.role, request.params.id)
      return sendFile(reply, file, { fileType, fileName, disposition: 'attachment' })
    },
  )
}
