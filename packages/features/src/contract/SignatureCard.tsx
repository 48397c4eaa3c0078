import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { CONTRACT_MESSAGES, type ContractDto } from '@cosign/api'
import { Alert, Button, Card, formatUsd, isApiError, toast } from '@cosign/ui'
import { contractsApi } from './contract-api.js'
import { EmailVerificationRequired } from '../email-verification/index.js'
import { canSubmitSignature, contractPaymentPath, shownTermsHash } from '@cosign/ui/contract-format'
import { SignaturePad } from '@cosign/ui/signature-pad'

/**
 * The signature card of the party whose turn it is: draw, then sign (or Cancel to close it). The renter goes on
 * to payment; the cosigner of an admin-created contract stays here, the contract now waiting for the renter.
 */
export function SignatureCard({
  contract,
  signer,
  focusCanvas,
  onCancel,
  onSigned,
  onReload,
}: {
  contract: ContractDto
  signer: 'renter' | 'cosigner'
  focusCanvas: boolean
  onCancel: () => void
  onSigned: (contract: ContractDto) => void
  onReload: () => void
}) {
  const navigate = useNavigate()
  const [signature, setSignature] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const cardRef = useRef<HTMLDivElement>(null)

  useEffect(() => {
    if (focusCanvas) cardRef.current?.querySelector<HTMLElement>('canvas')?.focus()
  }, [focusCanvas])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!signature || submitting) return
    setSubmitting(true)
    setError(null)
    try {
      const termsHash = await shownTermsHash(contract)
      const { contract: signed } = await contractsApi.sign(contract.id, { imagePng: signature, termsHash })
      const renter = signer === 'renter'
      toast({ title: 'Success', description: renter ? CONTRACT_MESSAGES.signed : CONTRACT_MESSAGES.cosignerSigned, variant: 'success' })
      onSigned(signed)
      if (renter) navigate(contractPaymentPath(contract.id))
    } catch (err) {
      toast({ title: 'Error', description: CONTRACT_MESSAGES.signFailed, variant: 'error' })
      const serverSaid = isApiError(err) && err.status >= 400 && err.status < 500 && !err.code.startsWith('HTTP_')
      setError(serverSaid ? err.message : CONTRACT_MESSAGES.signFailed)
      // The contract may have changed (terms, cancellation): show its current state.
      if (serverSaid) onReload()
      setSubmitting(false)
    }
  }

  return (
    <div ref={cardRef}>
    <Card headingLevel={2} title="Sign this contract">
      <form className="ui-stack" onSubmit={(event) => void submit(event)}>
        {signer === 'renter' ? (
          <p style={{ margin: 0 }}>
            Read the agreement above. By signing you accept its terms; you then pay{' '}
            <strong>{formatUsd(contract.step1.amountCents)}</strong> (platform fee + $50 processing fee) and{' '}
            <strong>{formatUsd(contract.step2.amountCents)}</strong> to the cosigner.
          </p>
        ) : (
          <p style={{ margin: 0 }}>
            An administrator prepared this contract for you. Read the agreement above: by signing you agree to cosign
            this lease for a fee of <strong>{formatUsd(contract.feeCents)}</strong>; your payout after the platform fee
            is shown under Your payout. The renter signs next.
          </p>
        )}
        <SignaturePad
          label={`Your signature (${signer})`}
          onChange={setSignature}
          disabled={submitting}
          signerName={signer === 'renter' ? contract.renterName : contract.cosignerName}
        />
        {error ? <Alert variant="error">{error}</Alert> : null}
        <EmailVerificationRequired toDo="sign" />
        <div className="ui-row">
          <Button
            type="submit"
            disabled={!canSubmitSignature({ isEmpty: !signature, submitting })}
            loading={submitting}
            loadingText="Signing…"
          >
            Sign Contract
          </Button>
          <Button variant="secondary" onClick={onCancel} disabled={submitting}>
            Cancel
          </Button>
        </div>
      </form>
    </Card>
    </div>
  )
}
