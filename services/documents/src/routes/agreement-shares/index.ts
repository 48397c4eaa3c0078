import type { FastifyInstance } from 'fastify'
import { AGREEMENT_VERIFY_MAX_BYTES, DOCUMENT_MESSAGES, documentEndpoints as endpoints } from '@cosign/api'
import { badRequest, serveEndpoint } from '@cosign/service-kit'
import { checkSharedAgreement } from '../../domain/check-shared-agreement.js'
import { createAgreementShare } from '../../domain/create-agreement-share.js'
import { getSharedAgreement } from '../../domain/get-shared-agreement.js'
import { listAgreementShares } from '../../domain/list-agreement-shares.js'
import { revokeAgreementShare } from '../../domain/revoke-agreement-share.js'
import { hashUpload } from '../read-upload.js'

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
      checkSharedAgreement(deps, request.params.token, async () => {
        const upload = await hashUpload(request, {
          maxFileBytes: AGREEMENT_VERIFY_MAX_BYTES,
          tooLargeMessage: DOCUMENT_MESSAGES.agreementFileTooLarge,
        })
        if (!upload || upload.size === 0) throw badRequest(DOCUMENT_MESSAGES.agreementFileRequired)
        return upload.sha256
      }),
    { logLevel: 'warn' },
  )
}
