import { useEffect, useRef, useState, type FormEvent } from 'react'
import { CANCEL_REASON_MAX, CONTRACT_MESSAGES, type ContractDto } from '@cosign/api'
import { Button, Dialog, errorMessage, toast } from '@cosign/ui'
import { contractsApi } from './contract-api.js'

/** Cancelling a contract (either party or an admin), with the reason both parties are told. */
export function CancelContractDialog({
  open,
  contract,
  onClose,
  onCancelled,
}: {
  open: boolean
  contract: ContractDto
  onClose: () => void
  onCancelled: (contract: ContractDto) => void
}) {
  const [reason, setReason] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const textRef = useRef<HTMLTextAreaElement>(null)

  useEffect(() => {
    if (open) {
      setReason('')
      setError(null)
    }
  }, [open])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!reason.trim()) {
      setError(CONTRACT_MESSAGES.cancelReasonRequired)
      textRef.current?.focus()
      return
    }
    setBusy(true)
    setError(null)
    try {
      const { contract: updated } = await contractsApi.cancel(contract.id, { reason: reason.trim() })
      toast({ title: 'Contract cancelled', description: 'Both parties are notified.', variant: 'success' })
      onCancelled(updated)
    } catch (err) {
      setError(errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Dialog open={open} onClose={busy ? () => undefined : onClose} title="Cancel contract" initialFocusRef={textRef}>
      <form className="ui-stack" onSubmit={(event) => void submit(event)} noValidate>
        <p style={{ margin: 0 }}>
          Cancelling ends this contract for both parties. It cannot be undone.
          {contract.step1.status === 'completed'
            ? ' What the renter already paid is kept as a credit toward another cosigner, or refunded on request.'
            : ''}
        </p>
        <div className="ui-field">
          <label className="ui-field__label" htmlFor="cancel-reason">
            Reason
          </label>
          <textarea
            id="cancel-reason"
            ref={textRef}
            className="ui-input"
            rows={4}
            maxLength={CANCEL_REASON_MAX}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'cancel-reason-error' : undefined}
            required
          />
          {error ? (
            <span id="cancel-reason-error" className="ui-field__error">
              {error}
            </span>
          ) : null}
        </div>
        <div className="ui-row">
          <Button type="submit" variant="danger" loading={busy} loadingText="Cancelling…">
            Cancel contract
          </Button>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            Keep contract
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
