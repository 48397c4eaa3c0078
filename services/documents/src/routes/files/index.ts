import type { FastifyInstance } from 'fastify'
import { documentEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { openFileLink } from '../../domain/open-file-link.js'
import { SIGNED_LINK_ROUTE, sendOpenedFile } from '../send-file.js'

/** Signed links: the signature is the permission (links open in a new tab, which sends no token). */
export default async function fileRoutes(app: FastifyInstance) {
  const { deps } = app
  serveEndpoint(
    app,
    endpoints.openFileLink,
    async (request, reply) => sendOpenedFile(reply, await openFileLink(deps, request.params.token), 'inline'),
    SIGNED_LINK_ROUTE,
  )
}
