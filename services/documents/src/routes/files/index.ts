import type { FastifyInstance } from 'fastify'
import type { DocumentsConfig } from '../../config.js'
import { openFileLink } from '../../domain/open-file-link.js'
import { depsOf } from '../deps.js'
import { sendFile } from '../send-file.js'
import { fileSchema } from './schemas.js'

/** Signed links: the signature is the permission (links open in a new tab, which sends no token). */
export default async function fileRoutes(app: FastifyInstance, opts: { config: DocumentsConfig }) {
  const deps = depsOf(app, opts.config)
  app.get<{ Params: { token: string } }>(
    '/files/:token',
    // Request logs would print the URL, and with it a working link.
    { schema: fileSchema, logLevel: 'warn' },
    async (request, reply) => {
      const { file, fileType, fileName } = await openFileLink(deps, request.params.token)
      return sendFile(reply, file, { fileType, fileName, disposition: 'inline' })
    },
  )
}
