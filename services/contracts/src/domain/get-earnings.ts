import { earningsByMonth, earningsTotalsOf, type ContractStatus, type EarningsResponse, type FeeOption } from '@cosign/api'
import { isoDate } from '../model/terms.js'
import type { Deps, Viewer } from './deps.js'
import { loadEarningPayouts } from './load-earning-payouts.js'

/**
 * GET /earnings (COSIGNER): payouts received and expected and the platform fees, per contract (fully signed,
 * finalized and completed ones: a contract pays out from the renter's step 2 on) and per month (received by the
 * date they arrived, expected by their due date). Same lines as each contract's breakdown.
 */
export async function getEarnings(deps: Deps, viewer: Viewer): Promise<EarningsResponse> {
  const rows = await loadEarningPayouts(deps, viewer)
  const all = rows.flatMap((r) => r.payouts)
  return {
    totals: earningsTotalsOf(all),
    contracts: rows.map(({ contract: c, payouts }) => ({
      contractId: c.id,
      renterName: c.renterName,
      contractStatus: c.status as ContractStatus,
      feeOption: c.feeOption as FeeOption,
      leaseStartDate: isoDate(c.leaseStartDate),
      leaseEndDate: isoDate(c.leaseEndDate),
      ...earningsTotalsOf(payouts),
    })),
    months: earningsByMonth(all),
  }
}
