import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ACCOUNT_MESSAGES, contractEndpoints as endpoints } from '@cosign/api'
import { requireVerifiedEmail, serveEndpoint, viewerOf } from '@cosign/service-kit'
import { cancelContract } from '../../domain/cancel-contract.js'
import { createContract } from '../../domain/create-contract.js'
import { createContractForCosigner } from '../../domain/create-contract-for-cosigner.js'
import { getClientContractFigures } from '../../domain/get-client-contract-figures.js'
import { getAdminContractDraft } from '../../domain/get-admin-contract-draft.js'
import { listContractParties } from '../../domain/list-contract-parties.js'
import type { RequestOrigin } from '../../domain/deps.js'
import { getContract } from '../../domain/get-contract.js'
import { getContractBreakdown } from '../../domain/get-contract-breakdown.js'
import { getContractDraft } from '../../domain/get-contract-draft.js'
import { listCandidates } from '../../domain/list-candidates.js'
import { listContracts } from '../../domain/list-contracts.js'
import { signContract } from '../../domain/sign-contract.js'

/**
 * The audit address: request.ip honours X-Forwarded-For (service-kit sets trustProxy), which the gateway
 * overwrites with the client's socket address unless it is itself behind a trusted proxy (TRUST_PROXY).
 */
export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip,
  userAgent: String(request.headers['user-agent'] ?? '').slice(0, 500),
})

/**
 * Contracts: candidates and draft (cosigners), create (cosigners; admins for a cosigner), list, detail, sign (the
 * party whose turn it is), cancel.
 */
export default async function contractRoutes(app: FastifyInstance) {
  const { deps } = app

  serveEndpoint(app, endpoints.listCandidates, async (request) => listCandidates(deps, viewerOf(request)))

  serveEndpoint(app, endpoints.getContractDraft, async (request) =>
    getContractDraft(deps, viewerOf(request), request.query.matchRequestId),
  )

  // Signing needs a confirmed email address (issue 29): the cosigner signs as they create; either party signs.
  // Payouts reach only a cosigner who signed, so this is also the payouts' check.
  serveEndpoint(app, endpoints.createContract, async (request, reply) => {
    requireVerifiedEmail(request.user, ACCOUNT_MESSAGES.verifyEmailToSign)
    const contract = await createContract(deps, viewerOf(request), request.body, originOf(request))
    void app.events.flush()
    return reply.code(201).send({ contract })
  })

  serveEndpoint(app, endpoints.listContractParties, async (request) => listContractParties(deps, request.query.q))

  serveEndpoint(app, endpoints.getAdminContractDraft, async (request) =>
    getAdminContractDraft(deps, request.query.renterId, request.query.cosignerId),
  )

  serveEndpoint(app, endpoints.createContractForCosigner, async (request, reply) => {
    const contract = await createContractForCosigner(deps, viewerOf(request), request.body, originOf(request))
    void app.events.flush()
    return reply.code(201).send({ contract })
  })

  serveEndpoint(app, endpoints.getClientContractFigures, async (request) =>
    getClientContractFigures(deps, request.params.userId.toLowerCase()),
  )

  serveEndpoint(app, endpoints.listContracts, async (request) => listContracts(deps, viewerOf(request), request.query))

  serveEndpoint(app, endpoints.getContract, async (request) => ({
    contract: await getContract(deps, viewerOf(request), request.params.id),
  }))

  serveEndpoint(app, endpoints.getContractBreakdown, async (request) => ({
    breakdown: await getContractBreakdown(deps, viewerOf(request), request.params.id),
  }))

  serveEndpoint(app, endpoints.signContract, async (request) => {
    requireVerifiedEmail(request.user, ACCOUNT_MESSAGES.verifyEmailToSign)
    const contract = await signContract(deps, viewerOf(request), request.params.id, request.body, originOf(request))
    void app.events.flush()
    return { contract }
  })

  serveEndpoint(app, endpoints.cancelContract, async (request) => {
    const contract = await cancelContract(deps, viewerOf(request), request.params.id, request.body.reason, originOf(request))
    void app.events.flush()
    return { contract }
  })
}
