import { Card, ServerDataView, formatDateTime, formatUsd, useServerData } from '@cosign/ui'
import { ReceiptDownloadButton, listReceipts } from '../receipts/index.js'

/**
 * The receipts of this contract's payments that the viewer may download (the renter: every step and installment
 * they paid and any refund; the cosigner: what paid them), as the payments service lists them.
 */
export function ContractReceipts({ contractId }: { contractId: string }) {
  const receipts = useServerData(['payments.receipts', contractId], (signal) => listReceipts({ contractId }, signal))
  return (
    <Card headingLevel={2} title="Receipts">
      <ServerDataView
        state={receipts}
        loadingLabel="Loading receipts…"
        errorTitle="The receipts could not be loaded"
        empty={{
          headingLevel: 3,
          title: 'No receipts yet',
          description:
            'A numbered receipt appears here for each payment of this contract once it is completed.',
        }}
      >
        {(items) => (
          <ul className="ui-stack" style={{ listStyle: 'none', margin: 0, padding: 0 }} aria-label="Receipts of this contract">
            {items.map((receipt) => (
              <li key={receipt.id} className="ui-row" style={{ flexWrap: 'wrap', gap: 'var(--ui-space-2)' }}>
                <ReceiptDownloadButton receipt={receipt} />
                <span className="ui-field__hint">
                  {receipt.kind === 'refund' ? 'Refunded' : 'Paid'} {formatUsd(receipt.amountCents)} ·{' '}
                  {formatDateTime(receipt.issuedAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </ServerDataView>
    </Card>
  )
}
