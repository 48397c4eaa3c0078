import { oneYearAfter, type AdminContractDraftResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { adminParties } from './contract-parties.js'
import { isoDate } from './terms.js'

/**
 * GET /contracts/admin/draft?renterId=&cosignerId= (ADMIN): the form's prefill for a contract an admin creates:
 * both names from the directory, the cosigner's location as their address, the lease from today for one year.
 * The renter's address and the fee are the admin's to fill in.
 */
export async function getAdminContractDraft(
  db: Db,
  renterId: string,
  cosignerId: string,
  today = new Date(),
): Promise<AdminContractDraftResponse> {
  const parties = await adminParties(db, renterId, cosignerId)
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
      leaseEndDate: oneYearAfter(start),
      feeOption: 'full',
      feeCents: 0,
      downPaymentCents: null,
      monthlyPaymentCents: null,
    },
  }
}
