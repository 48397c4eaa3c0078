import { useState } from 'react'
import type { ReceiptSummary } from '@cosign/api'
import { Button } from '@cosign/ui'
import { downloadReceiptOrMessage, receiptLabel } from './receipts-api.js'

/**
 * Downloads one receipt as PDF ("Receipt 2026-000001"): busy while the file is fetched, the failure said next to
 * the button (role alert) with the button left to try again.
 */
export function ReceiptDownloadButton({ receipt }: { receipt: ReceiptSummary }) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const label = receiptLabel(receipt)

  async function download() {
    setBusy(true)
    setError(null)
    setError(await downloadReceiptOrMessage(receipt))
    setBusy(false)
  }

  return (
    <span className="ui-receipt-download">
      <Button
        variant="secondary"
        size="sm"
        onClick={() => void download()}
        loading={busy}
        loadingText="Downloading…"
        aria-label={`Download ${label} (PDF)`}
        data-testid="receipt-download"
        data-receipt-number={receipt.number}
      >
        {label}
      </Button>
      {error ? (
        <span role="alert" className="ui-field__error">
          {error}
        </span>
      ) : null}
    </span>
  )
}
