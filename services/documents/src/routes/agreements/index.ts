import type { FastifyInstance } from 'fastify'
import { documentEndpoints as endpoints } from '@cosign/api'
import { serveEndpoint } from '@cosign/service-kit'
import { getSignedAgreement } from '../../domain/get-signed-agreement.js'
import { openSignedAgreement } from '../../domain/open-signed-agreement.js'
import { openSignedAgreementLink } from '../../domain/open-signed-agreement-link.js'
import { createAgreementLink } from '../../domain/create-agreement-link.js'
import { verifySignedAgreement } from '../../domain/verify-signed-agreement.js'
import { agreementUploadSha256 } from '../read-upload.js'
import { SIGNED_LINK_ROUTE, sendOpenedFile } from '../send-file.js'

/**
 * Signed PDF agreements (rendered from contract.fully_signed): the parties and admins read and download them;
 * anyone may check whether a file's SHA-256 is one the platform issued.
 */
export default async function agreementRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, endpoints.getSignedAgreement, async (request) =>
    getSignedAgreement(deps, request.user, request.params.contractId),
  )

  serveEndpoint(app, endpoints.downloadSignedAgreement, async (request, reply) =>
    sendOpenedFile(reply, await openSignedAgreement(deps, request.user, request.params.contractId), 'attachment'),
  )

  serveEndpoint(app, endpoints.createAgreementLink, async (request) =>
    createAgreementLink(deps, request.user, request.params.contractId),
  )

  // The signature is the permission (a plain link sends no token); logs would print a working link.
  serveEndpoint(
    app,
    endpoints.openAgreementLink,
    async (request, reply) =>
      sendOpenedFile(reply, await openSignedAgreementLink(deps, request.params.token), 'attachment'),
    SIGNED_LINK_ROUTE,
  )

  // Public verification: by fingerprint, or by uploading the file (hashed as it streams, never stored).
  serveEndpoint(app, endpoints.verifyAgreementHash, async (request) =>
    verifySignedAgreement(deps, request.params.sha256),
  )

  serveEndpoint(app, endpoints.verifyAgreementFile, async (request) =>
    verifySignedAgreement(deps, await agreementUploadSha256(request)),
  )
}
