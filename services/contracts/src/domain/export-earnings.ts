import type { Readable } from 'node:stream'
import { EARNINGS_CSV_COLUMNS, centsToDecimalString, earningsTotalsOf } from '@cosign/api'
import { csvStream, type CsvValue } from '@cosign/service-kit'
import { PAYOUT_STATUS_LABELS } from '../model/earnings-csv.js'
import type { Deps, Viewer } from './deps.js'
import { loadEarningPayouts } from './load-earning-payouts.js'

/** GET /earnings.csv: one row per payout (the screen's lines), then a Total row with the screen's totals. */
export async function exportEarnings(deps: Deps, viewer: Viewer): Promise<Readable> {
  const rows = await loadEarningPayouts(deps, viewer)
  const totals = earningsTotalsOf(rows.flatMap((r) => r.payouts))
  async function* records(): AsyncIterable<CsvValue[]> {
    for (const { contract, payouts } of rows)
      for (const p of payouts)
        yield [
          contract.id,
          contract.renterName,
          p.label,
          PAYOUT_STATUS_LABELS[p.status],
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
