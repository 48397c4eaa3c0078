import { useState } from 'react'
import { CONTRACT_MESSAGES, type ContractStatus, type ContractSummaryDto } from '@cosign/api'
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  Page,
  Select,
  formatDateTime,
  formatUsd,
  useSession,
} from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import { ContractListStatus, contractCountLabel, useLiveContractList } from '@cosign/features/contract'
import {
  contractPath,
  contractPaymentPath,
  contractStatusBadgeVariant,
  contractStatusLabel,
  formatLeaseDate,
} from '@cosign/ui/contract-format'
import type { PageProps } from '@cosign/ui'
import { RENTER_STATUS_FILTERS } from './contract-filters.js'

const PAGE_SIZE = 20

/**
 * /contracts in mfe_renter: renters get My Contracts; the route table gives cosigners and admins mfe_cosigner's
 * Contract Management, so anyone else who reaches this page is told who may create contracts.
 */
export function ContractsPage(_: PageProps) {
  const { user } = useSession()
  if (user && user.role !== 'RENTER') {
    return (
      <Page title="Contracts">
        <Alert variant="info">{CONTRACT_MESSAGES.cosignersOnly}</Alert>
      </Page>
    )
  }
  return <RenterContracts />
}

function RenterContracts() {
  const [status, setStatus] = useState<ContractStatus | ''>('')
  const { state: load, reload, loadMore, loadingMore } = useLiveContractList({
    status: status || undefined,
    limit: PAGE_SIZE,
  })

  return (
    <Page
      title="My Contracts"
      description="Contracts cosigners shared with you. Review and sign them, then pay in two steps."
    >
      <div style={{ maxWidth: 320, marginBottom: 'var(--ui-space-4)' }}>
        <Select
          label="Show"
          value={status}
          onChange={(event) => setStatus(event.target.value as ContractStatus | '')}
          options={RENTER_STATUS_FILTERS}
        />
      </div>
      <ContractListStatus state={load} onRetry={reload} />
      {load.status === 'ready' && load.items.length === 0 ? (
        <EmptyState
          title={CONTRACT_MESSAGES.noContractsRenter}
          description={
            status
              ? 'No contract has this status.'
              : 'When a cosigner creates a contract for you, it appears here for you to review and sign.'
          }
          action={
            <LinkButton to="/listings" variant="secondary">
              Find a cosigner
            </LinkButton>
          }
        />
      ) : null}
      {load.status === 'ready' && load.items.length > 0 ? (
        <>
          <p className="ui-page__description" aria-live="polite">
            {contractCountLabel(load.total)}
          </p>
          <ul className="ui-card-grid" aria-label="My contracts">
            {load.items.map((contract) => (
              <li key={contract.id}>
                <RenterContractCard contract={contract} />
              </li>
            ))}
          </ul>
          {load.nextCursor ? (
            <div style={{ marginTop: 'var(--ui-space-4)' }}>
              <Button variant="secondary" onClick={() => void loadMore()} loading={loadingMore} loadingText="Loading…">
                Show more
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </Page>
  )
}

function RenterContractCard({ contract }: { contract: ContractSummaryDto }) {
  const status = contractStatusLabel(contract.status, 'renter')
  return (
    <Card
      headingLevel={2}
      title={contract.cosignerName}
      badge={<Badge variant={contractStatusBadgeVariant(contract.status)}>{status}</Badge>}
      aria-label={`Contract with ${contract.cosignerName}`}
    >
      <dl className="ui-dl" style={{ marginBottom: 'var(--ui-space-3)' }}>
        <div>
          <dt>Cosigner fee</dt>
          <dd>{formatUsd(contract.feeCents)}</dd>
        </div>
        <div>
          <dt>Lease</dt>
          <dd>
            {formatLeaseDate(contract.leaseStartDate)} – {formatLeaseDate(contract.leaseEndDate)}
          </dd>
        </div>
        <div>
          <dt>Shared</dt>
          <dd>{formatDateTime(contract.createdAt)}</dd>
        </div>
      </dl>
      <div className="ui-row">
        {contract.status === 'cosigner_signed' ? (
          <LinkButton to={`${contractPath(contract.id)}?sign=1`}>
            Review and Sign Contract
          </LinkButton>
        ) : null}
        {contract.status === 'fully_signed' ? (
          <LinkButton to={contractPaymentPath(contract.id)}>
            Continue to payment
          </LinkButton>
        ) : null}
        <LinkButton to={contractPath(contract.id)} variant={contract.status === 'cosigner_signed' || contract.status === 'fully_signed' ? 'ghost' : 'secondary'}>
          View contract
        </LinkButton>
      </div>
    </Card>
  )
}
