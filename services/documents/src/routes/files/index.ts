import type { FastifyInstance } from 'fastify'
import { documentEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { openFileLink } from '../../domain/open-file-link.js'
import { sendFile } from '../send-file.js'

/** Signed links: the signature is the permission (links open in a new tab, which sends no token). */
export default async function fileRoutes(app: FastifyInstance) {
  const { deps } = app
  serveEndpoint(
    app,
    endpoints.openFileLink,
    async (request, reply) => {
      const { file, fileType, fileName } = await openFileLink(deps, request.params.token)
      return sendFile(reply, file, { fileType, fileName, disposition: 'inline' })
    },
    // Request logs would print the URL, and with it a working link.
    { logLevel: 'warn' },
  )
}
