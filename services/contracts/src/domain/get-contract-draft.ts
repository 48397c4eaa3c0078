import {
  CONTRACT_MESSAGES,
  defaultLeaseEnd,
  defaultMaxLiabilityCents,
  type ContractDraftResponse,
} from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { profileFee, toCandidateDto } from '../model/contract-parties.js'
import { isoDate } from '../model/terms.js'
import type { Deps, Viewer } from './deps.js'
import { findOwnAcceptedRequest } from './find-own-accepted-request.js'
import { loadServerParties } from './load-server-parties.js'

/**
 * GET /contracts/new?matchRequestId=: the form's prefill from the cosigner's accepted request: the renter's
 * name, the property (also as the renter's address), its monthly rent and the lease term, the move-in date as
 * the lease start and the day before the term's anniversary as its end, the cosigner's name and location, the
 * payout email, the profile's fee (0 when above the contract cap or unknown: the cosigner fills it in) and the
 * maximum liability (defaultMaxLiabilityCents: the stated maximum rent support x the term).
 */
export async function getContractDraft(deps: Deps, viewer: Viewer, matchRequestId: string): Promise<ContractDraftResponse> {
  const request = await findOwnAcceptedRequest(deps, viewer, matchRequestId)
  if (!request) throw notFound(CONTRACT_MESSAGES.requestNotAccepted)
  const parties = await loadServerParties(deps, viewer, request)
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
