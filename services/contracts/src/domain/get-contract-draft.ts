import {
  CONTRACT_MESSAGES,
  defaultLeaseEnd,
  defaultMaxLiabilityCents,
  MAX_COSIGNER_FEE_CENTS,
  type ContractDraftResponse,
} from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import type { Db } from '../repositories/db.js'
import { ownAcceptedRequest, serverParties, toCandidateDto } from './contract-parties.js'
import type { Viewer } from './deps.js'
import { isoDate } from './terms.js'

/**
 * GET /contracts/new?matchRequestId=: the form's prefill from the cosigner's accepted request: the renter's
 * name, the property (also as the renter's address), its monthly rent and the lease term, the move-in date as
 * the lease start and the day before the term's anniversary as its end, the cosigner's name and location, the
 * payout email, the profile's fee (0 when above the contract cap or unknown: the cosigner fills it in) and the
 * maximum liability (defaultMaxLiabilityCents: the stated maximum rent support x the term).
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
      leaseEndDate: defaultLeaseEnd(start, request.leaseDurationMonths),
      feeOption: 'full',
      feeCents: profileFee(parties.cosignerFeeCents),
      downPaymentCents: null,
      monthlyPaymentCents: null,
      propertyAddress: request.propertyAddress,
      monthlyRentCents: request.monthlyRentCents,
      leaseTermMonths: request.leaseDurationMonths,
      landlordName: null,
      landlordEmail: null,
      maxLiabilityCents: defaultMaxLiabilityCents(
        parties.cosignerMaxRentSupportCents,
        request.monthlyRentCents,
        request.leaseDurationMonths,
      ),
    },
  }
}

/** The profile's fee as the contract's prefill when a contract may carry it, else 0 (the cosigner fills it in). */
export function profileFee(feeCents: number | null): number {
  return feeCents != null && feeCents >= 1 && feeCents <= MAX_COSIGNER_FEE_CENTS ? feeCents : 0
}
