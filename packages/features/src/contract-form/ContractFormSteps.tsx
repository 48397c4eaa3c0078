// The steps around the terms that both creation pages show alike: the chosen party in the address (so a reload
// or a shared link keeps it), the draft's loading and refusal, and the last card's buttons.
import type { ReactNode } from 'react'
import { useSearchParams } from 'react-router-dom'
import { Alert, Button, ServerDataView, type ServerData } from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import { EmailVerificationRequired } from '../email-verification/index.js'

/**
 * A choice kept in the page's address (`?renterId=…`): `choose(param, id)` sets it, or removes it for ''
 * (replacing the history entry: each pick is not a step back).
 */
export function useChoiceInAddress() {
  const [search, setSearch] = useSearchParams()
  function choose(param: string, id: string) {
    const next = new URLSearchParams(search)
    if (id) next.set(param, id)
    else next.delete(param)
    setSearch(next, { replace: true })
  }
  return { chosen: (param: string) => search.get(param) ?? '', choose }
}

/** The draft of the chosen party while it loads or when it was refused; nothing once it is ready. */
export function DraftState<D>({ draft }: { draft: ServerData<D> }) {
  return (
    <ServerDataView state={draft} loadingLabel="Loading the contract details…" errorTitle="Could not prepare this contract">
      {() => null}
    </ServerDataView>
  )
}

/** The last card's end: the server's refusal, Submit and Cancel (back to the contracts), what happens next. */
export function ContractSubmitRow({
  refusal,
  disabled,
  submitting,
  busyLabel,
  children,
  next,
}: {
  refusal?: string | null
  disabled: boolean
  submitting: boolean
  busyLabel: string
  /** Submit's label. */
  children: ReactNode
  /** What happens once it is sent. */
  next: ReactNode
}) {
  return (
    <>
      {refusal ? <Alert variant="error">{refusal}</Alert> : null}
      {/* The cosigner signs as they create (an admin's account is confirmed: nothing shows). */}
      <EmailVerificationRequired toDo="sign" />
      <div className="ui-row">
        <Button type="submit" disabled={disabled} loading={submitting} loadingText={busyLabel}>
          {children}
        </Button>
        <LinkButton to="/contracts" variant="ghost">
          Cancel
        </LinkButton>
      </div>
      <p className="ui-field__hint">{next}</p>
    </>
  )
}
