import {
  CONTRACT_MESSAGES,
  signedTermsOf,
  validateContractTerms,
  type ContractDto,
  type CreateContractRequest,
} from '@cosign/api'
import { badRequest, conflict } from '@cosign/service-kit'
import {
  CONTRACT_ERROR_CODES,
  contractExists,
  requestNotAccepted,
  signatureInvalid,
  termsChanged,
} from '../model/errors.js'
import { decodeSignaturePng } from '../model/signature-image.js'
import { termsHash } from '../model/terms.js'
import type { Deps, RequestOrigin, Viewer } from './deps.js'
import { findOwnAcceptedRequest } from './find-own-accepted-request.js'
import { loadServerParties } from './load-server-parties.js'
import { storeNewContract } from './store-new-contract.js'

/**
 * POST /contracts: the cosigner creates a contract from a match request they accepted and signs it. One
 * transaction writes the contract (cosigner_signed), the cosigner's signature with its audit record, the
 * history row, `contract.created` and the renter's notification. A second contract for the same request
 * while one is open is refused with 409 (checked first, and enforced by a partial unique index, so two
 * concurrent submits make one contract and the other answers 409).
 */
export async function createContract(
  deps: Deps,
  viewer: Viewer,
  input: CreateContractRequest,
  origin: RequestOrigin,
): Promise<ContractDto> {
  const request = await findOwnAcceptedRequest(deps, viewer, input.matchRequestId)
  if (!request) throw requestNotAccepted()
  const invalid = validateContractTerms(input.terms)
  if (invalid) throw badRequest(invalid, CONTRACT_ERROR_CODES.invalidTerms)
  const png = decodeSignaturePng(input.signature.imagePng)
  if (!png) throw signatureInvalid()
  if (await deps.contracts.openForMatchRequest(deps.db, request.requestId)) throw contractExists()
  const parties = await loadServerParties(deps, viewer, request)
  if (!parties.cosignerPaypalEmail) throw conflict(CONTRACT_MESSAGES.noPayoutEmail, CONTRACT_ERROR_CODES.noPayoutEmail)
  const terms = signedTermsOf(input.terms, { ...parties, cosignerPaypalEmail: parties.cosignerPaypalEmail })
  const hash = termsHash(terms)
  if (input.signature.termsHash !== hash) throw termsChanged()

  return storeNewContract(deps, {
    terms,
    termsHash: hash,
    matchRequestId: request.requestId,
    status: 'cosigner_signed',
    createdBy: { id: terms.cosignerId, role: 'cosigner', note: 'Created and signed by the cosigner' },
    origin,
    cosignerSignaturePng: png,
    notify: {
      userId: terms.renterId,
      message: `${terms.cosignerName} created and signed a cosigning contract for you. Please review and sign it.`,
    },
    duplicate: contractExists,
  })
}
