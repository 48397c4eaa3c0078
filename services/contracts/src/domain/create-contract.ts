import { randomUUID } from 'node:crypto'
import {
  CONTRACT_MESSAGES,
  signedTermsOf,
  validateContractTerms,
  type ContractDto,
  type CreateContractRequest,
} from '@cosign/api'
import { badRequest, conflict } from '@cosign/service-kit'
import { contractRepository } from '../repositories/contract-repository.js'
import { ownAcceptedRequest, serverParties } from './contract-parties.js'
import { toContractDto } from './contract-dto.js'
import type { Deps, RequestOrigin, Viewer } from './deps.js'
import {
  CONTRACT_ERROR_CODES,
  contractExists,
  isUniqueViolation,
  requestNotAccepted,
  signatureInvalid,
  termsChanged,
} from './errors.js'
import { emit, notify } from './notify.js'
import { decodeSignaturePng } from './signature-image.js'
import { contractColumnsOf, termsHash } from './terms.js'

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
  const { prisma, record } = deps
  const request = await ownAcceptedRequest(prisma, viewer, input.matchRequestId)
  if (!request) throw requestNotAccepted()
  const invalid = validateContractTerms(input.terms)
  if (invalid) throw badRequest(invalid, CONTRACT_ERROR_CODES.invalidTerms)
  const png = decodeSignaturePng(input.signature.imagePng)
  if (!png) throw signatureInvalid()
  if (await contractRepository.openForMatchRequest(prisma, request.requestId)) throw contractExists()
  const parties = await serverParties(prisma, viewer, request)
  if (!parties.cosignerPaypalEmail) throw conflict(CONTRACT_MESSAGES.noPayoutEmail, CONTRACT_ERROR_CODES.noPayoutEmail)
  const terms = signedTermsOf(input.terms, { ...parties, cosignerPaypalEmail: parties.cosignerPaypalEmail })
  const hash = termsHash(terms)
  if (input.signature.termsHash !== hash) throw termsChanged()

  const id = randomUUID()
  const now = new Date()
  try {
    return await prisma.$transaction(async (tx) => {
      const contract = await contractRepository.insert(
        tx,
        { id, matchRequestId: request.requestId, status: 'cosigner_signed', termsHash: hash, ...contractColumnsOf(terms) },
        now,
      )
      const signature = await tx.contractSignature.create({
        data: {
          id: randomUUID(),
          contractId: id,
          role: 'cosigner',
          signerId: terms.cosignerId,
          signerName: terms.cosignerName,
          signedAt: now,
          ip: origin.ip,
          userAgent: origin.userAgent,
          termsHash: hash,
          imagePng: png,
        },
      })
      const history = await contractRepository.addHistory(tx, {
        contractId: id,
        status: 'cosigner_signed',
        actorId: terms.cosignerId,
        actorRole: 'cosigner',
        note: 'Created and signed by the cosigner',
        ip: origin.ip,
        userAgent: origin.userAgent,
        at: now,
      })
      await emit(tx, record, 'contract.created', {
        contractId: id,
        renterId: terms.renterId,
        cosignerId: terms.cosignerId,
        feeCents: terms.feeCents,
        createdBy: terms.cosignerId,
        status: 'cosigner_signed',
      })
      await notify(
        tx,
        record,
        [terms.renterId],
        'Contract ready to sign',
        `${terms.cosignerName} created and signed a cosigning contract for you. Please review and sign it.`,
      )
      return toContractDto(contract, [signature], [history])
    })
  } catch (err) {
    if (isUniqueViolation(err)) throw contractExists()
    throw err
  }
}
