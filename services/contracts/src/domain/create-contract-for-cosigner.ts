import {
  CONTRACT_MESSAGES,
  signedTermsOf,
  validateContractTerms,
  type AdminCreateContractRequest,
  type ContractDto,
} from '@cosign/api'
import { badRequest, conflict } from '@cosign/service-kit'
import { CONTRACT_ERROR_CODES } from '../model/errors.js'
import { termsHash } from '../model/terms.js'
import type { Deps, RequestOrigin, Viewer } from './deps.js'
import { loadAdminParties } from './load-admin-parties.js'
import { storeNewContract } from './store-new-contract.js'

const pairHasPendingContract = () =>
  conflict(CONTRACT_MESSAGES.contractExistsForPair, CONTRACT_ERROR_CODES.contractExists)

/**
 * POST /contracts/admin (ADMIN): an admin creates a contract for a renter and an approved cosigner. Nobody
 * signs here (an admin cannot sign for a party): the contract starts at awaiting_cosigner, the cosigner is
 * asked to review and sign it, then the renter. The cosigner's payout email comes from their profile, as when
 * they create it themselves. One pending admin-created contract per renter and cosigner (checked first, and
 * enforced by a partial unique index, so a double submit makes one contract and the other answers 409).
 */
export async function createContractForCosigner(
  deps: Deps,
  viewer: Viewer,
  input: AdminCreateContractRequest,
  origin: RequestOrigin,
): Promise<ContractDto> {
  const invalid = validateContractTerms(input.terms)
  if (invalid) throw badRequest(invalid, CONTRACT_ERROR_CODES.invalidTerms)
  const parties = await loadAdminParties(deps, input.renterId, input.cosignerId)
  if (!parties.cosignerPaypalEmail)
    throw conflict(CONTRACT_MESSAGES.noPayoutEmailForAdmin, CONTRACT_ERROR_CODES.noPayoutEmail)
  if (await deps.contracts.pendingAdminCreated(deps.db, parties.renterId, parties.cosignerId))
    throw pairHasPendingContract()
  const terms = signedTermsOf(input.terms, { ...parties, cosignerPaypalEmail: parties.cosignerPaypalEmail })

  return storeNewContract(deps, {
    terms,
    termsHash: termsHash(terms),
    matchRequestId: null,
    status: 'awaiting_cosigner',
    createdBy: { id: viewer.id.toLowerCase(), role: 'admin', note: 'Created by an administrator for the cosigner to sign', email: viewer.email },
    origin,
    notify: {
      userId: terms.cosignerId,
      message: `An administrator prepared a cosigning contract with ${terms.renterName} for you. Please review and sign it.`,
    },
    duplicate: pairHasPendingContract,
  })
}
