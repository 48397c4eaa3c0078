import type { Readable } from 'node:stream'
import {
  EARNINGS_CSV_COLUMNS,
  centsToDecimalString,
  earningsByMonth,
  earningsTotalsOf,
  type ContractStatus,
  type CosignerPayoutLine,
  type EarningsResponse,
  type FeeOption,
} from '@cosign/api'
import { csvStream, type CsvValue } from '@cosign/service-kit'
import type { Contract } from '../generated/prisma/client.js'
import type { Db } from '../repositories/db.js'
import { moneyRepository } from '../repositories/money-repository.js'
import type { Viewer } from './deps.js'
import { moneyOfContracts } from './contract-money.js'
import { isoDate } from './terms.js'

export const EARNINGS_CSV_NAME = 'earnings'

/** Each contract of the cosigner that carries payouts, with its payout lines (the breakdown's cosigner side). */
async function payoutsOf(db: Db, viewer: Viewer): Promise<{ contract: Contract; payouts: CosignerPayoutLine[] }[]> {
  const contracts = await moneyRepository.earningContracts(db, viewer.id.toLowerCase())
  const money = await moneyOfContracts(db, contracts, false)
  return contracts.map((contract) => ({ contract, payouts: money.get(contract.id)!.cosigner.payouts }))
}

/**
 * GET /earnings (COSIGNER): payouts received and expected and the platform fees, per contract (fully signed,
 * finalized and completed ones: a contract pays out from the renter's step 2 on) and per month (received by the
 * date they arrived, expected by their due date). Same lines as each contract's breakdown.
 */
export async function getEarnings(db: Db, viewer: Viewer): Promise<EarningsResponse> {
  const rows = await payoutsOf(db, viewer)
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

const STATUS_LABELS: Record<CosignerPayoutLine['status'], string> = {
  received: 'Received',
  expected: 'Expected',
  overdue: 'Overdue',
  cancelled: 'Cancelled',
}

/** GET /earnings.csv: one row per payout (the screen's lines), then a Total row with the screen's totals. */
export async function exportEarnings(db: Db, viewer: Viewer): Promise<Readable> {
  const rows = await payoutsOf(db, viewer)
  const totals = earningsTotalsOf(rows.flatMap((r) => r.payouts))
  async function* records(): AsyncIterable<CsvValue[]> {
    for (const { contract, payouts } of rows)
      for (const p of payouts)
        yield [
          contract.id,
          contract.renterName,
          p.label,
          STATUS_LABELS[p.status],
          p.dueDate ?? '',
          p.receivedAt ?? '',
          centsToDecimalString(p.feeCents),
          centsToDecimalString(p.platformFeeCents),
          centsToDecimalString(p.payoutCents),
        ]
    yield [
      'Total',
      '',
      '',
      `Received ${centsToDecimalString(totals.receivedCents)}; expected ${centsToDecimalString(totals.expectedCents)}`,
      '',
      '',
      centsToDecimalString(totals.feeCents),
      centsToDecimalString(totals.platformFeeCents),
      centsToDecimalString(totals.payoutCents),
    ]
  }
  return csvStream(EARNINGS_CSV_COLUMNS, records())
}
