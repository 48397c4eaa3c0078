import { useState } from 'react'
import { Link } from 'react-router-dom'
import { CONTRACT_MESSAGES, type ContractStatus, type ContractSummaryDto } from '@cosign/api'
import {
  Alert,
  Badge,
  Button,
  Card,
  EmptyState,
  PageHeader,
  Select,
  buttonClass,
  formatDateTime,
  formatUsd,
  useSession,
} from '@cosign/ui'
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
      <section className="ui-page">
        <PageHeader title="Contracts" />
        <Alert variant="info">{CONTRACT_MESSAGES.cosignersOnly}</Alert>
      </section>
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
    <section className="ui-page">
      <PageHeader
        title="My Contracts"
        description="Contracts cosigners shared with you. Review and sign them, then pay in two steps."
      />
      <div style={{ maxWidth: 320, marginBottom: 16 }}>
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
            <Link to="/listings" className={buttonClass('secondary')}>
              Find a cosigner
            </Link>
          }
        />
      ) : null}
      {load.status === 'ready' && load.items.length > 0 ? (
        <>
          <p className="ui-page__description" aria-live="polite">
            {contractCountLabel(load.total)}
          </p>
          <ul className="ui-list-plain ui-grid" aria-label="My contracts">
            {load.items.map((contract) => (
              <li key={contract.id}>
                <RenterContractCard contract={contract} />
              </li>
            ))}
          </ul>
          {load.nextCursor ? (
            <div style={{ marginTop: 16 }}>
              <Button variant="secondary" onClick={() => void loadMore()} loading={loadingMore} loadingText="Loading…">
                Show more
              </Button>
            </div>
          ) : null}
        </>
      ) : null}
    </section>
  )
}

function RenterContractCard({ contract }: { contract: ContractSummaryDto }) {
  const status = contractStatusLabel(contract.status, 'renter')
  return (
    <Card
      headingLevel={2}
      title={
        <span className="ui-card__head">
          <span className="ui-card__name">{contract.cosignerName}</span>
          <Badge variant={contractStatusBadgeVariant(contract.status)}>{status}</Badge>
        </span>
      }
      aria-label={`Contract with ${contract.cosignerName}`}
    >
      <dl className="ui-dl" style={{ marginBottom: 12 }}>
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
          <Link to={`${contractPath(contract.id)}?sign=1`} className={buttonClass('primary')}>
            Review and Sign Contract
          </Link>
        ) : null}
        {contract.status === 'fully_signed' ? (
          <Link to={contractPaymentPath(contract.id)} className={buttonClass('primary')}>
            Continue to payment
          </Link>
        ) : null}
        <Link to={contractPath(contract.id)} className={buttonClass(contract.status === 'cosigner_signed' || contract.status === 'fully_signed' ? 'ghost' : 'secondary')}>
          View contract
        </Link>
      </div>
    </Card>
  )
}
