import { useCallback, useEffect, useState } from 'react'
import type { ReplacementCreditDto } from '@cosign/api'
import { Badge, Card, DataTable, LoadErrorAlert, Spinner, contractsApi, errorMessage, formatDateTime, formatUsd } from '@cosign/ui'

type Load = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; items: ReplacementCreditDto[] }

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
  const [load, setLoad] = useState<Load>({ state: 'loading' })
  const fetchCredits = useCallback(async (signal?: AbortSignal) => {
    setLoad({ state: 'loading' })
    try {
      const { items } = await contractsApi.credits(signal)
      setLoad({ state: 'ready', items })
    } catch (err) {
      if ((err as { name?: string }).name === 'AbortError') return
      setLoad({ state: 'error', message: errorMessage(err) })
    }
  }, [])
  useEffect(() => {
    const controller = new AbortController()
    void fetchCredits(controller.signal)
    return () => controller.abort()
  }, [fetchCredits])

  return (
    <Card title="Replacement credits" headingLevel={2}>
      <p className="adm-stat__note">
        When a cosigner cancels a contract the renter already paid step 1 of, that payment becomes a credit: it pays
        step 1 of the renter's next contract with another cosigner, or is refunded at the renter's request.
      </p>
      {load.state === 'loading' ? <Spinner label="Loading replacement credits…" /> : null}
      {load.state === 'error' ? (
        <LoadErrorAlert title="Error fetching data" onRetry={() => void fetchCredits()}>
          {load.message}
        </LoadErrorAlert>
      ) : null}
      {load.state === 'ready' && load.items.length === 0 ? <p>No replacement credits yet.</p> : null}
      {load.state === 'ready' && load.items.length > 0 ? (
        <DataTable
          label="Replacement credits table"
          columns={['Created', 'Renter', 'Cancelled contract', { label: 'Amount', numeric: true }, 'Status', 'Applied to']}
        >
          {load.items.map((credit) => (
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
      ) : null}
    </Card>
  )
}
