import type { FastifyInstance } from 'fastify'
import { authEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { acceptLegalTerms } from '../../domain/accept-legal-terms.js'
import { deleteMyAccount } from '../../domain/delete-my-account.js'
import { downloadDataExport } from '../../domain/download-data-export.js'
import { listDataExports } from '../../domain/list-data-exports.js'
import { requestDataExport } from '../../domain/request-data-export.js'

/** Privacy and consent (issue 30): accepting the current terms, deleting the account, the data export. */
export default async function privacyRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, endpoints.acceptLegalTerms, async (request) => ({
    user: await acceptLegalTerms(deps, request.user.sub, request.body),
  }))

  serveEndpoint(app, endpoints.deleteMyAccount, (request) => deleteMyAccount(deps, request.user.sub, request.body))

  serveEndpoint(app, endpoints.requestDataExport, (request) => requestDataExport(deps, request.user.sub))

  serveEndpoint(app, endpoints.listDataExports, (request) => listDataExports(deps, request.user.sub))

  serveEndpoint(app, endpoints.downloadDataExport, async (request, reply) => {
    const { fileName, bytes } = await downloadDataExport(deps, request.user.sub, request.params.id)
    return reply
      .type('application/zip')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(bytes)
  })
}
