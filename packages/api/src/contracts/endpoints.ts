// The lease contracts service's endpoints (browser: /api/contracts/...): candidates, drafts, creation, signing,
// cancelling, the admin's contract form, client figures and the ledger.
import { Type } from '@sinclair/typebox'
import { endpoint, fileBody, typed } from '../endpoint.js'
import {
  CONTRACT_MESSAGES,
  type AdminContractDraftResponse,
  type ContractCandidatesResponse,
  type ContractDraftResponse,
  type ContractListResponse,
  type ContractPartiesResponse,
  type ContractResponse,
  type LedgerResponse,
} from './types.js'
import {
  AdminCreateContractRequest,
  AdminDraftQuery,
  CancelContractRequest,
  ContractIdParams,
  ContractPartiesQuery,
  CreateContractRequest,
  LedgerQuery,
  ListContractsQuery,
  SignContractRequest,
} from './schemas.js'
import type { ClientContractFiguresResponse } from '../shared/admin-client-figures.js'
import type { ContractBreakdownResponse, EarningsResponse } from '../contract-money.js'

const service = 'contracts'
const cosigners = { access: ['COSIGNER'], refusal: CONTRACT_MESSAGES.cosignersOnly } as const
const admins = { access: ['ADMIN'], refusal: CONTRACT_MESSAGES.adminsOnly } as const

const DraftQuery = Type.Object(
  { matchRequestId: Type.String({ format: 'uuid', userMessage: 'Invalid match request ID format' }) },
  { additionalProperties: false },
)
const ClientParams = Type.Object(
  { userId: Type.String({ format: 'uuid', userMessage: 'Invalid user ID format' }) },
  { additionalProperties: false },
)

export const contractEndpoints = {
  /** Accepted requests without an open contract, newest first. */
  listCandidates: endpoint({
    service, method: 'GET', path: '/contracts/candidates', ...cosigners,
    response: { 200: typed<ContractCandidatesResponse>() },
  }),
  /** What the form prefills for an accepted request. */
  getContractDraft: endpoint({
    service, method: 'GET', path: '/contracts/new', ...cosigners, query: DraftQuery,
    response: { 200: typed<ContractDraftResponse>() },
  }),
  /** The cosigner creates the contract from a request they accepted and signs it. */
  createContract: endpoint({
    service, method: 'POST', path: '/contracts', ...cosigners, body: CreateContractRequest,
    response: { 201: typed<ContractResponse>() },
  }),
  listContractParties: endpoint({
    service, method: 'GET', path: '/contracts/admin/parties', ...admins, query: ContractPartiesQuery,
    response: { 200: typed<ContractPartiesResponse>() },
  }),
  getAdminContractDraft: endpoint({
    service, method: 'GET', path: '/contracts/admin/draft', ...admins, query: AdminDraftQuery,
    response: { 200: typed<AdminContractDraftResponse>() },
  }),
  /** An admin creates a contract for a cosigner (awaiting the cosigner's signature). */
  createContractForCosigner: endpoint({
    service, method: 'POST', path: '/contracts/admin', ...admins, body: AdminCreateContractRequest,
    response: { 201: typed<ContractResponse>() },
  }),
  getClientContractFigures: endpoint({
    service, method: 'GET', path: '/contracts/admin/clients/:userId/figures', ...admins, params: ClientParams,
    response: { 200: typed<ClientContractFiguresResponse>() },
  }),
  listContracts: endpoint({
    service, method: 'GET', path: '/contracts', access: 'signed-in', query: ListContractsQuery,
    response: { 200: typed<ContractListResponse>() },
  }),
  getContract: endpoint({
    service, method: 'GET', path: '/contracts/:id', access: 'signed-in', params: ContractIdParams,
    response: { 200: typed<ContractResponse>() },
  }),
  /** The contract's money as the viewer sees it: renter side, cosigner side, or both (admins). */
  getContractBreakdown: endpoint({
    service, method: 'GET', path: '/contracts/:id/breakdown', access: 'signed-in', params: ContractIdParams,
    response: { 200: typed<ContractBreakdownResponse>() },
  }),
  /** The party whose turn it is signs. */
  signContract: endpoint({
    service, method: 'POST', path: '/contracts/:id/sign', access: 'signed-in', params: ContractIdParams,
    body: SignContractRequest, response: { 200: typed<ContractResponse>() },
  }),
  cancelContract: endpoint({
    service, method: 'POST', path: '/contracts/:id/cancel', access: 'signed-in', params: ContractIdParams,
    body: CancelContractRequest, response: { 200: typed<ContractResponse>() },
  }),
  /** The caller's ledger (`?contractId=`). */
  getLedger: endpoint({
    service, method: 'GET', path: '/ledger', access: 'signed-in', query: LedgerQuery,
    response: { 200: typed<LedgerResponse>() },
  }),
  /** The cosigner's payouts received and expected, per contract and per month. */
  getEarnings: endpoint({
    service, method: 'GET', path: '/earnings', access: ['COSIGNER'], response: { 200: typed<EarningsResponse>() },
  }),
  /** The same payouts as CSV: one row per payout, then a Total row. */
  exportEarnings: endpoint({
    service, method: 'GET', path: '/earnings.csv', access: ['COSIGNER'], response: { 200: fileBody() },
  }),
} as const
