// The lease contracts service's endpoints (browser: /api/contracts/...): candidates, drafts, creation, signing,
// cancelling, the admin's contract form, client figures and the ledger.
import { Type } from '@sinclair/typebox'
import { created, endpointsOf, fileBody, ok } from '../endpoint.js'
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
import { closedObject } from '../shared/schemas.js'

const { get, post } = endpointsOf('contracts')
const cosigners = { access: ['COSIGNER'], refusal: CONTRACT_MESSAGES.cosignersOnly } as const
const admins = { access: ['ADMIN'], refusal: CONTRACT_MESSAGES.adminsOnly } as const

const DraftQuery = closedObject({ matchRequestId: Type.String({ format: 'uuid', userMessage: 'Invalid match request ID format' }) })
const ClientParams = closedObject({ userId: Type.String({ format: 'uuid', userMessage: 'Invalid user ID format' }) })

export const contractEndpoints = {
  /** Accepted requests without an open contract, newest first. */
  listCandidates: get('/contracts/candidates', { ...cosigners, response: ok<ContractCandidatesResponse>() }),
  /** What the form prefills for an accepted request. */
  getContractDraft: get('/contracts/new', { ...cosigners, query: DraftQuery, response: ok<ContractDraftResponse>() }),
  /** The cosigner creates the contract from a request they accepted and signs it. */
  createContract: post('/contracts', {
    ...cosigners, body: CreateContractRequest, response: created<ContractResponse>(),
  }),
  listContractParties: get('/contracts/admin/parties', {
    ...admins, query: ContractPartiesQuery, response: ok<ContractPartiesResponse>(),
  }),
  getAdminContractDraft: get('/contracts/admin/draft', {
    ...admins, query: AdminDraftQuery, response: ok<AdminContractDraftResponse>(),
  }),
  /** An admin creates a contract for a cosigner (awaiting the cosigner's signature). */
  createContractForCosigner: post('/contracts/admin', {
    ...admins, body: AdminCreateContractRequest, response: created<ContractResponse>(),
  }),
  getClientContractFigures: get('/contracts/admin/clients/:userId/figures', {
    ...admins, params: ClientParams, response: ok<ClientContractFiguresResponse>(),
  }),
  listContracts: get('/contracts', {
    access: 'signed-in', query: ListContractsQuery, response: ok<ContractListResponse>(),
  }),
  getContract: get('/contracts/:id', {
    access: 'signed-in', params: ContractIdParams, response: ok<ContractResponse>(),
  }),
  /** The contract's money as the viewer sees it: renter side, cosigner side, or both (admins). */
  getContractBreakdown: get('/contracts/:id/breakdown', {
    access: 'signed-in', params: ContractIdParams, response: ok<ContractBreakdownResponse>(),
  }),
  /** The party whose turn it is signs. */
  signContract: post('/contracts/:id/sign', {
    access: 'signed-in', params: ContractIdParams, body: SignContractRequest,
    response: ok<ContractResponse>(),
  }),
  cancelContract: post('/contracts/:id/cancel', {
    access: 'signed-in', params: ContractIdParams, body: CancelContractRequest,
    response: ok<ContractResponse>(),
  }),
  /** The caller's ledger (`?contractId=`). */
  getLedger: get('/ledger', { access: 'signed-in', query: LedgerQuery, response: ok<LedgerResponse>() }),
  /** The cosigner's payouts received and expected, per contract and per month. */
  getEarnings: get('/earnings', { access: ['COSIGNER'], response: ok<EarningsResponse>() }),
  /** The same payouts as CSV: one row per payout, then a Total row. */
  exportEarnings: get('/earnings.csv', { access: ['COSIGNER'], response: { 200: fileBody() } }),
} as const
