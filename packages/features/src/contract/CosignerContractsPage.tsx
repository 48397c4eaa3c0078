import { useState } from 'react'
import { Link } from 'react-router-dom'
import { CONTRACT_MESSAGES, type ContractSummaryDto } from '@cosign/api'
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Page,
  formatDateTime,
  formatUsd,
  useSession,
} from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import { useLiveContractList } from './contract-api.js'
import { ContractListStatus, contractCountLabel } from './ContractLoadStates.js'
import {
  contractPath,
  contractStatusBadgeVariant,
  contractStatusLabel,
  signerDue,
  type ContractViewer,
} from '@cosign/ui/contract-format'
import type { PageProps } from '@cosign/ui'

/** The spec shows the first five; "Show all" reads a longer page. */
export const RECENT_CONTRACTS = 5
const ALL_CONTRACTS = 100

/** /contracts for cosigners and admins (the route table's appByRole): Contract Management - Cosigner. */
export function CosignerContractsPage(_: PageProps) {
  const { user } = useSession()
  const [showAll, setShowAll] = useState(false)
  // A renter signing or paying changes a status shown here: the list follows the pushes.
  const { state: load, reload } = useLiveContractList({ limit: showAll ? ALL_CONTRACTS : RECENT_CONTRACTS })

  const isAdmin = user?.role === 'ADMIN'
  return (
    <Page
      title="Contract Management - Cosigner"
      description={
        isAdmin
          ? 'Every contract on the platform, newest first.'
          : 'Contracts you created and shared with renters, newest first.'
      }
      actions={
        <LinkButton to="/contracts/new">
          Create New Contract
        </LinkButton>
      }
    >
      <ContractListStatus state={load} onRetry={reload} />
      {load.status === 'ready' ? (
        <Card
          headingLevel={2}
          title={
            <span className="ui-between">
              <span>Recent Contracts</span>
              <Badge>{contractCountLabel(load.total)}</Badge>
            </span>
          }
        >
          {load.items.length === 0 ? (
            <EmptyState
              headingLevel={3}
              title={CONTRACT_MESSAGES.noContractsCosigner}
              description={
                isAdmin
                  ? 'Create a contract for a renter and an approved cosigner; the cosigner signs it first.'
                  : "Accept a renter's match request, then create a contract for them."
              }
              action={
                <LinkButton to="/contracts/new" variant="secondary">
                  Create New Contract
                </LinkButton>
              }
            />
          ) : (
            <ul className="ui-list-plain ui-stack" aria-label="Recent contracts">
              {load.items.map((contract) => (
                <li key={contract.id}>
                  <ContractRow contract={contract} viewer={isAdmin ? 'admin' : 'cosigner'} />
                </li>
              ))}
            </ul>
          )}
          {load.total > load.items.length && !showAll ? (
            <div style={{ marginTop: 'var(--ui-space-4)' }}>
              <Button variant="secondary" onClick={() => setShowAll(true)}>
                Show all contracts
              </Button>
            </div>
          ) : null}
        </Card>
      ) : null}
    </Page>
  )
}

function ContractRow({ contract, viewer }: { contract: ContractSummaryDto; viewer: ContractViewer }) {
  const status = contractStatusLabel(contract.status, viewer)
  // A contract waiting for this cosigner's signature opens with the signature card.
  const toSign = signerDue(contract.status) === viewer
  return (
    <Link
      to={toSign ? `${contractPath(contract.id)}?sign=1` : contractPath(contract.id)}
      className="ui-card ui-card--interactive"
      style={{ display: 'block', textDecoration: 'none', color: 'inherit' }}
    >
      {/* Named by its content (what it shows is its name, WCAG 2.5.3): the arrow reads "to". */}
      <div className="ui-card__head">
        <strong className="ui-card__name">
          {contract.cosignerName} <span aria-hidden="true">→</span>
          <span className="ui-visually-hidden"> to </span> {contract.renterName}
        </strong>
        <Badge variant={contractStatusBadgeVariant(contract.status)}>{status}</Badge>
      </div>
      <div className="ui-row" style={{ marginTop: 'var(--ui-space-1)', color: 'var(--ui-muted)' }}>
        <span>{formatUsd(contract.feeCents)}</span>
        <span aria-hidden="true">·</span>
        <span>{formatDateTime(contract.createdAt)}</span>
      </div>
    </Link>
  )
}
