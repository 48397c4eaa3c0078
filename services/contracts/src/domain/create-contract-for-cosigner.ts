import { randomUUID } from 'node:crypto'
import {
  CONTRACT_MESSAGES,
  signedTermsOf,
  validateContractTerms,
  type AdminCreateContractRequest,
  type ContractDto,
} from '@cosign/api'
import { badRequest, conflict } from '@cosign/service-kit'
import { contractRepository } from '../repositories/contract-repository.js'
import { adminParties } from './contract-parties.js'
import { toContractDto } from './contract-dto.js'
import type { Deps, RequestOrigin, Viewer } from './deps.js'
import { CONTRACT_ERROR_CODES, isUniqueViolation } from './errors.js'
import { emit, notify } from './notify.js'
import { contractColumnsOf, termsHash } from './terms.js'

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
  const { prisma, record } = deps
  const invalid = validateContractTerms(input.terms)
  if (invalid) throw badRequest(invalid, CONTRACT_ERROR_CODES.invalidTerms)
  const parties = await adminParties(prisma, input.renterId, input.cosignerId)
  if (!parties.cosignerPaypalEmail)
    throw conflict(CONTRACT_MESSAGES.noPayoutEmailForAdmin, CONTRACT_ERROR_CODES.noPayoutEmail)
  if (await contractRepository.pendingAdminCreated(prisma, parties.renterId, parties.cosignerId))
    throw pairHasPendingContract()
  const terms = signedTermsOf(input.terms, { ...parties, cosignerPaypalEmail: parties.cosignerPaypalEmail })

  const id = randomUUID()
  const now = new Date()
  const adminId = viewer.id.toLowerCase()
  try {
    return await prisma.$transaction(async (tx) => {
      const contract = await contractRepository.insert(
        tx,
        { id, matchRequestId: null, status: 'awaiting_cosigner', termsHash: termsHash(terms), ...contractColumnsOf(terms) },
        now,
      )
      const history = await contractRepository.addHistory(tx, {
        contractId: id,
        status: 'awaiting_cosigner',
        actorId: adminId,
        actorRole: 'admin',
        note: 'Created by an administrator for the cosigner to sign',
        ip: origin.ip,
        userAgent: origin.userAgent,
        at: now,
      })
      await emit(tx, record, 'contract.created', {
        contractId: id,
        renterId: terms.renterId,
        cosignerId: terms.cosignerId,
        feeCents: terms.feeCents,
        createdBy: adminId,
        status: 'awaiting_cosigner',
      })
      await notify(
        tx,
        record,
        [terms.cosignerId],
        'Contract ready to sign',
        `An administrator prepared a cosigning contract with ${terms.renterName} for you. Please review and sign it.`,
      )
      return toContractDto(contract, [], [history])
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw pairHasPendingContract()
    throw err
  }
}
