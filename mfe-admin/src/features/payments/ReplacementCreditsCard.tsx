import type { ReplacementCreditDto } from '@cosign/api'
import { Badge, Card, EmptyState, ServerDataView, formatDateTime, formatUsd, useServerData } from '@cosign/ui'
import { DataTable } from '@cosign/ui/data-table'
import { fetchReplacementCredits } from './payments-api.js'
import { TabLinkButton } from '../dashboard/index.js'

const STATUS_LABELS: Record<ReplacementCreditDto['status'], string> = {
  available: 'Available',
  applied: 'Applied',
  refunded: 'Refunded',
}

/**
 * Cosigner Replacement Guarantee credits of every renter (payments GET /credits answers admins with all): what a
 * cosigner's cancellation left the renter, and where it went.
 */
export function ReplacementCreditsCard() {
  const credits = useServerData(
    'payments.credits',
    fetchReplacementCredits,
  )

  return (
    <Card title="Replacement credits" headingLevel={2}>
      <p className="adm-stat__note">
        When a cosigner cancels a contract the renter already paid step 1 of, that payment becomes a credit: it pays
        step 1 of the renter's next contract with another cosigner, or is refunded at the renter's request.
      </p>
      <ServerDataView
        state={credits}
        loadingLabel="Loading replacement credits…"
        empty={
          <EmptyState
            headingLevel={3}
            illustration="money"
            title="No replacement credits yet"
            description="Nothing is owed to a renter now. Every payment, refund and adjustment is in Transactions."
            action={<TabLinkButton tab="transactions">Open Transactions</TabLinkButton>}
          />
        }
      >
        {(items) => (
          <DataTable
            label="Replacement credits table"
            columns={['Created', 'Renter', 'Cancelled contract', { label: 'Amount', numeric: true }, 'Status', 'Applied to']}
          >
            {items.map((credit) => (
              <tr key={credit.id}>
                <td>{formatDateTime(credit.createdAt)}</td>
                <td>
                  <code>{credit.renterId}</code>
                </td>
                <td>
                  <a href={`/contracts/${credit.sourceContractId}`}>{credit.sourceContractId.slice(0, 8)}</a>
                </td>
                <td className="ui-table__num">{formatUsd(credit.amountCents)}</td>
                <td>
                  <Badge>{STATUS_LABELS[credit.status]}</Badge>
                </td>
                <td>
                  {credit.appliedToContractId ? (
                    <a href={`/contracts/${credit.appliedToContractId}`}>{credit.appliedToContractId.slice(0, 8)}</a>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </DataTable>
        )}
      </ServerDataView>
    </Card>
  )
}
