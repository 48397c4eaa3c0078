import type { FastifyInstance } from 'fastify'
import { documentEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { checkSharedAgreement } from '../../domain/check-shared-agreement.js'
import { createAgreementShare } from '../../domain/create-agreement-share.js'
import { getSharedAgreement } from '../../domain/get-shared-agreement.js'
import { listAgreementShares } from '../../domain/list-agreement-shares.js'
import { revokeAgreementShare } from '../../domain/revoke-agreement-share.js'
import { agreementUploadSha256 } from '../read-upload.js'

/**
 * Share links for the landlord: the parties of a finalized contract create, list and revoke them; whoever holds
 * one reads the landlord's view of the agreement and checks a PDF against it.
 */
export default async function agreementShareRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, endpoints.createAgreementShare, async (request, reply) =>
    reply.code(201).send(await createAgreementShare(deps, request.user, request.params.contractId)),
  )

  serveEndpoint(app, endpoints.listAgreementShares, async (request) =>
    listAgreementShares(deps, request.user, request.params.contractId),
  )

  serveEndpoint(app, endpoints.revokeAgreementShare, async (request, reply) => {
    await revokeAgreementShare(deps, request.user, request.params.contractId, request.params.shareId)
    return reply.code(204).send()
  })

  // The token is the permission: request logs would print a working link, and no cache keeps the answer.
  serveEndpoint(
    app,
    endpoints.getSharedAgreement,
    async (request, reply) => {
      reply.header('cache-control', 'no-store')
      return getSharedAgreement(deps, request.params.token)
    },
    { logLevel: 'warn' },
  )

  serveEndpoint(
    app,
    endpoints.checkSharedAgreement,
    async (request) =>
      checkSharedAgreement(deps, request.params.token, () => agreementUploadSha256(request)),
    { logLevel: 'warn' },
  )
}
