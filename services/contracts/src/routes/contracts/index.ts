import type { FastifyInstance, FastifyRequest } from 'fastify'
import type {
  AdminCreateContractRequest,
  AdminDraftQuery,
  CancelContractRequest,
  ContractPartiesQuery,
  CreateContractRequest,
  ListContractsQuery,
  SignContractRequest,
} from '@cosign/api'
import { CONTRACT_MESSAGES } from '@cosign/api'
import { forbidden } from '@cosign/service-kit'
import { cancelContract } from '../../domain/cancel-contract.js'
import { createContract } from '../../domain/create-contract.js'
import { createContractForCosigner } from '../../domain/create-contract-for-cosigner.js'
import { getClientContractFigures } from '../../domain/get-client-contract-figures.js'
import { getAdminContractDraft } from '../../domain/get-admin-contract-draft.js'
import { listContractParties } from '../../domain/list-contract-parties.js'
import type { Deps, RequestOrigin, Viewer } from '../../domain/deps.js'
import { getContract } from '../../domain/get-contract.js'
import { getContractDraft } from '../../domain/get-contract-draft.js'
import { listCandidates } from '../../domain/list-candidates.js'
import { listContracts } from '../../domain/list-contracts.js'
import { signContract } from '../../domain/sign-contract.js'
import {
  adminClientFiguresSchema,
  adminCreateSchema,
  adminDraftSchema,
  adminPartiesSchema,
  cancelSchema,
  candidatesSchema,
  createSchema,
  draftSchema,
  getSchema,
  listSchema,
  signSchema,
} from './schemas.js'

export const viewerOf = (request: FastifyRequest): Viewer => ({
  id: request.user.sub,
  role: request.user.role,
  email: request.user.email,
})

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
  const deps: Deps = { prisma: app.prisma, record: app.events.record }
  const cosignerOnly = async (request: FastifyRequest) => {
    await app.authenticate(request, undefined as never)
    if (request.user.role !== 'COSIGNER') throw forbidden(CONTRACT_MESSAGES.cosignersOnly)
  }
  const adminOnly = async (request: FastifyRequest) => {
    await app.authenticate(request, undefined as never)
    if (request.user.role !== 'ADMIN') throw forbidden(CONTRACT_MESSAGES.adminsOnly)
  }

  app.get('/contracts/candidates', { schema: candidatesSchema, onRequest: cosignerOnly }, async (request) =>
    listCandidates(app.prisma, viewerOf(request)),
  )

  app.get<{ Querystring: { matchRequestId: string } }>(
    '/contracts/new',
    { schema: draftSchema, onRequest: cosignerOnly },
    async (request) => getContractDraft(app.prisma, viewerOf(request), request.query.matchRequestId),
  )

  app.post<{ Body: CreateContractRequest }>(
    '/contracts',
    { schema: createSchema, onRequest: cosignerOnly },
    async (request, reply) => {
      const contract = await createContract(deps, viewerOf(request), request.body, originOf(request))
      void app.events.flush()
      return reply.code(201).send({ contract })
    },
  )

  app.get<{ Querystring: ContractPartiesQuery }>(
    '/contracts/admin/parties',
    { schema: adminPartiesSchema, onRequest: adminOnly },
    async (request) => listContractParties(app.prisma, request.query.q),
  )

  app.get<{ Querystring: AdminDraftQuery }>(
    '/contracts/admin/draft',
    { schema: adminDraftSchema, onRequest: adminOnly },
    async (request) => getAdminContractDraft(app.prisma, request.query.renterId, request.query.cosignerId),
  )

  app.post<{ Body: AdminCreateContractRequest }>(
    '/contracts/admin',
    { schema: adminCreateSchema, onRequest: adminOnly },
    async (request, reply) => {
      const contract = await createContractForCosigner(deps, viewerOf(request), request.body, originOf(request))
      void app.events.flush()
      return reply.code(201).send({ contract })
    },
  )

  app.get<{ Params: { userId: string } }>(
    '/contracts/admin/clients/:userId/figures',
    { schema: adminClientFiguresSchema, onRequest: adminOnly },
    async (request) => getClientContractFigures(app.prisma, request.params.userId.toLowerCase()),
  )

  app.get<{ Querystring: ListContractsQuery }>(
    '/contracts',
    { schema: listSchema, onRequest: app.authenticate },
    async (request) => listContracts(app.prisma, viewerOf(request), request.query),
  )

  app.get<{ Params: { id: string } }>(
    '/contracts/:id',
    { schema: getSchema, onRequest: app.authenticate },
    async (request) => ({ contract: await getContract(app.prisma, viewerOf(request), request.params.id) }),
  )

  app.post<{ Params: { id: string }; Body: SignContractRequest }>(
    '/contracts/:id/sign',
    { schema: signSchema, onRequest: app.authenticate },
    async (request) => {
      const contract = await signContract(deps, viewerOf(request), request.params.id, request.body, originOf(request))
      void app.events.flush()
      return { contract }
    },
  )

  app.post<{ Params: { id: string }; Body: CancelContractRequest }>(
    '/contracts/:id/cancel',
    { schema: cancelSchema, onRequest: app.authenticate },
    async (request) => {
      const contract = await cancelContract(deps, viewerOf(request), request.params.id, request.body.reason, originOf(request))
      void app.events.flush()
      return { contract }
    },
  )
}
