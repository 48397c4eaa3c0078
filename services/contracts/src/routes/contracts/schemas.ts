import {
  AdminCreateContractRequest,
  AdminDraftQuery,
  CancelContractRequest,
  ContractPartiesQuery,
  ContractIdParams,
  CreateContractRequest,
  ListContractsQuery,
  SignContractRequest,
} from '@cosign/api'

// The shared TypeBox schemas are JSON Schema: used as the route schemas directly.
export const candidatesSchema = {}
export const draftSchema = {
  querystring: {
    type: 'object',
    required: ['matchRequestId'],
    additionalProperties: false,
    properties: { matchRequestId: { type: 'string', format: 'uuid', userMessage: 'Invalid match request ID format' } },
  },
}
export const createSchema = { body: CreateContractRequest }
export const listSchema = { querystring: ListContractsQuery }
export const getSchema = { params: ContractIdParams }
export const signSchema = { params: ContractIdParams, body: SignContractRequest }
export const cancelSchema = { params: ContractIdParams, body: CancelContractRequest }
export const adminPartiesSchema = { querystring: ContractPartiesQuery }
export const adminDraftSchema = { querystring: AdminDraftQuery }
export const adminCreateSchema = { body: AdminCreateContractRequest }
export const adminClientFiguresSchema = {
  params: {
    type: 'object',
    required: ['userId'],
    additionalProperties: false,
    properties: { userId: { type: 'string', format: 'uuid', userMessage: 'Invalid user ID format' } },
  },
}
