// The Earnings screen's calls (contracts service). Screens call these, never fetch themselves.
import { csvExportFileName } from '@cosign/api'
import { contractsApi, saveBlob } from '@cosign/ui'
import { EARNINGS_CSV_NAME } from './earnings.js'

export const loadEarnings = (signal?: AbortSignal) => contractsApi.earnings(signal)

/** Downloads the server's earnings CSV (the token cannot ride on a plain link) as earnings-YYYY-MM-DD.csv. */
export async function downloadEarningsCsv(): Promise<void> {
  const csv = await contractsApi.earningsCsv()
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvExportFileName(EARNINGS_CSV_NAME))
}
