import { defaultLeaseEnd, type AdminContractDraftResponse } from '@cosign/api'
import { profileFee } from '../model/contract-parties.js'
import { isoDate } from '../model/terms.js'
import type { Deps } from './deps.js'
import { loadAdminParties } from './load-admin-parties.js'

/**
 * GET /contracts/admin/draft?renterId=&cosignerId= (ADMIN): the form's prefill for a contract an admin creates:
 * both names from the directory, the cosigner's location as their address, the lease from today for 12 months
 * (ending the day before the anniversary), the cosigner's profile fee. The renter's and the property's address,
 * the rent and the maximum liability are the admin's to fill in (no match request tells them).
 */
export async function getAdminContractDraft(
  deps: Deps,
  renterId: string,
  cosignerId: string,
  today = new Date(),
): Promise<AdminContractDraftResponse> {
  const parties = await loadAdminParties(deps, renterId, cosignerId)
  const start = isoDate(today)
  return {
    renterId: parties.renterId,
    cosignerId: parties.cosignerId,
    cosignerEmail: parties.cosignerEmail,
    cosignerPaypalEmail: parties.cosignerPaypalEmail,
    terms: {
      renterName: parties.renterName,
      renterAddress: '',
      cosignerName: parties.cosignerName,
      cosignerAddress: parties.cosignerLocation ?? '',
      leaseStartDate: start,
      leaseEndDate: defaultLeaseEnd(start),
      feeOption: 'full',
      feeCents: profileFee(parties.cosignerFeeCents),
      downPaymentCents: null,
      monthlyPaymentCents: null,
      propertyAddress: '',
      monthlyRentCents: 0,
      leaseTermMonths: 12,
      landlordName: null,
      landlordEmail: null,
      maxLiabilityCents: 0,
    },
  }
}
