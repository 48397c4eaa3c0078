// The Earnings screen's calls (contracts service). Screens call these, never fetch themselves.
import { contractEndpoints, csvExportFileName } from '@cosign/api'
import { api } from '@cosign/ui'
import { saveBlob } from '@cosign/ui/download'
import { EARNINGS_CSV_NAME } from './earnings.js'

/** The cosigner's payouts received and expected, per contract and month. */
export const loadEarnings = (signal?: AbortSignal) => api.call(contractEndpoints.getEarnings, {}, { signal })

/** Downloads the server's earnings CSV (the token cannot ride on a plain link) as earnings-YYYY-MM-DD.csv. */
export async function downloadEarningsCsv(): Promise<void> {
  // The earnings CSV as the server writes it (one row per payout, then the Total row).
  const csv = String((await api.call(contractEndpoints.exportEarnings, {}, { headers: { accept: 'text/csv' } })) ?? '')
  saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), csvExportFileName(EARNINGS_CSV_NAME))
}
