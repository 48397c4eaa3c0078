import { Link } from 'react-router-dom'
import { CONTRACT_MESSAGES } from '@cosign/api'
import { Alert, LoadErrorAlert, Spinner } from '@cosign/ui'
import type { LiveContractListState, LiveContractState } from './contract-api.js'

/** A contract that could not be read: not found (back to the list), or the failure with Retry. */
export function ContractLoadError({
  state,
  onRetry,
}: {
  state: Extract<LiveContractState, { status: 'error' }>
  onRetry: () => void
}) {
  return state.notFound ? (
    <Alert variant="error" title={CONTRACT_MESSAGES.notFound}>
      <Link to="/contracts">Back to contracts</Link>
    </Alert>
  ) : (
    <LoadErrorAlert title={CONTRACT_MESSAGES.loadFailed} onRetry={onRetry}>
      {state.message}
    </LoadErrorAlert>
  )
}

/** A contract list's loading and load-error states (with Retry); nothing once the list is ready. */
export function ContractListStatus({ state, onRetry }: { state: LiveContractListState; onRetry: () => void }) {
  if (state.status === 'loading') return <Spinner size="page" label="Loading contracts…" />
  if (state.status === 'error') return <LoadErrorAlert title={state.message} onRetry={onRetry} />
  return null
}

/** "1 contract", "12 contracts". */
export const contractCountLabel = (total: number) => `${total} contract${total === 1 ? '' : 's'}`
