import { CONTRACT_MESSAGES, oneYearAfter, type ContractDraftResponse } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import type { Db } from '../repositories/db.js'
import { ownAcceptedRequest, serverParties, toCandidateDto } from './contract-parties.js'
import type { Viewer } from './deps.js'
import { isoDate } from './terms.js'

/**
 * GET /contracts/new?matchRequestId=: the form's prefill from the cosigner's accepted request: the renter's
 * name, the property as the renter's address, the move-in date as the lease start and one year later as its end,
 * the cosigner's name and location, the payout email. The fee is the cosigner's to fill in.
 */
export async function getContractDraft(db: Db, viewer: Viewer, matchRequestId: string): Promise<ContractDraftResponse> {
  const request = await ownAcceptedRequest(db, viewer, matchRequestId)
  if (!request) throw notFound(CONTRACT_MESSAGES.requestNotAccepted)
  const parties = await serverParties(db, viewer, request)
  const start = isoDate(request.moveInDate)
  return {
    candidate: toCandidateDto(request),
    cosignerId: parties.cosignerId,
    cosignerEmail: parties.cosignerEmail,
    cosignerPaypalEmail: parties.cosignerPaypalEmail,
    terms: {
      renterName: request.renterName,
      renterAddress: request.propertyAddress,
      cosignerName: request.cosignerName,
      cosignerAddress: parties.cosignerLocation ?? '',
      leaseStartDate: start,
      leaseEndDate: oneYearAfter(start),
      feeOption: 'full',
      feeCents: 0,
      downPaymentCents: null,
      monthlyPaymentCents: null,
    },
  }
}
