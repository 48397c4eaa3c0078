import { Link } from 'react-router-dom'
import { Badge, Card, EmptyState, LoadErrorAlert, Spinner } from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import { contractStatusBadgeVariant, contractStatusLabel } from '@cosign/ui/contract-format'
import { useActiveContracts } from './active-contracts.js'
import { nextContractAction, nextInstallment } from './next-action.js'

/** The viewer's contracts in progress or in force, each with its status and what to do next. */
export function ActiveContracts({ viewer }: { viewer: 'renter' | 'cosigner' }) {
  const state = useActiveContracts(viewer)
  return (
    <Card title="Your active contracts" headingLevel={2} data-testid="active-contracts">
      {state.status === 'loading' ? <Spinner label="Loading your contracts…" size="block" /> : null}
      {state.status === 'error' ? (
        <LoadErrorAlert title="Could not load your contracts" onRetry={state.retry}>
          {state.message}
        </LoadErrorAlert>
      ) : null}
      {state.status === 'ready' && state.contracts.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title="No active contracts"
          description={
            viewer === 'renter'
              ? 'When a cosigner accepts your request, they send you a contract to sign: it shows here.'
              : 'Accept a renter’s request to create a contract: it shows here.'
          }
          action={
            <LinkButton
              to={viewer === 'renter' ? '/listings' : '/renter-requests'}
              variant="secondary"
            >
              {viewer === 'renter' ? 'Browse cosigners' : 'See renter requests'}
            </LinkButton>
          }
        />
      ) : null}
      {state.status === 'ready' && state.contracts.length > 0 ? (
        <ul
          className="ui-stack"
          aria-label="Active contracts"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {state.contracts.map((contract) => {
            const next = nextContractAction(contract, viewer, nextInstallment(state.ledger, contract.id))
            const other = viewer === 'renter' ? contract.cosignerName : contract.renterName
            return (
              <li
                key={contract.id}
                className="ui-row"
                style={{ justifyContent: 'space-between' }}
                data-testid="active-contract"
              >
                <span className="ui-stack" style={{ gap: 'var(--ui-space-1)', alignItems: 'flex-start' }}>
                  <strong>
                    <Link to={`/contracts/${encodeURIComponent(contract.id)}`}>Contract with {other}</Link>
                  </strong>
                  <Badge variant={contractStatusBadgeVariant(contract.status)}>
                    {contractStatusLabel(contract.status, viewer)}
                  </Badge>
                </span>
                {next.kind === 'action' ? (
                  <LinkButton to={next.to} data-testid="next-action">
                    {next.label}
                  </LinkButton>
                ) : (
                  <Link to={next.to} data-testid="next-action">
                    {next.label}
                  </Link>
                )}
              </li>
            )
          })}
        </ul>
      ) : null}
    </Card>
  )
}
