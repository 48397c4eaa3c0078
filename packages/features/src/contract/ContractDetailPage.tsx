import { useEffect, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { CANCEL_REASON_MAX, CONTRACT_MESSAGES, type ContractDto } from '@cosign/api'
import {
  Alert,
  Badge,
  Button,
  Card,
  LiveContractMoneyBreakdown,
  Dialog,
  LoadErrorAlert,
  PageHeader,
  Spinner,
  buttonClass,
  contractsApi,
  errorMessage,
  formatDateTime,
  formatUsd,
  isApiError,
  toast,
  useLiveContract,
  useSession,
} from '@cosign/ui'
import {
  canCancelContract,
  canSubmitSignature,
  contractPaymentPath,
  contractStatusBadgeVariant,
  contractStatusLabel,
  contractViewerOf,
  feeOptionLabel,
  formatLeaseDate,
  hasSignedAgreement,
  shownTermsHash,
  signerDue,
  type ContractViewer,
} from '@cosign/ui/contract-format'
import { SignaturePad } from '@cosign/ui/signature-pad'
import type { PageProps } from '@cosign/ui'
import { canSignNow, cancelledByText, historyLine, historyOldestFirst } from './contract-view.js'
import { AgreementDownload } from './AgreementDownload.js'
import { ContractReceipts } from './ContractReceipts.js'
import { ContractFinalized, ShareWithLandlord } from './ContractFinalized.js'
import { ReportProblemButton } from '@cosign/ui/report-problem'

/**
 * One contract (/contracts/:id): both parties and admins. The party whose turn it is signs here: the cosigner of
 * a contract an admin created, the renter (who then goes to payment).
 */
export function ContractDetailPage({ label }: PageProps) {
  const { id = '' } = useParams()
  const { user } = useSession()
  const live = useLiveContract(id)
  const headingRef = useRef<HTMLHeadingElement>(null)

  if (live.state.status === 'loading') {
    return (
      <section className="ui-page">
        <PageHeader title={label} />
        <Spinner size="page" label="Loading the contract…" />
      </section>
    )
  }
  if (live.state.status === 'error') {
    return (
      <section className="ui-page">
        <PageHeader title={label} />
        {live.state.notFound ? (
          <Alert variant="error" title={CONTRACT_MESSAGES.notFound}>
            <Link to="/contracts">Back to contracts</Link>
          </Alert>
        ) : (
          <LoadErrorAlert title={CONTRACT_MESSAGES.loadFailed} onRetry={() => void live.reload()}>
            {live.state.message}
          </LoadErrorAlert>
        )}
      </section>
    )
  }

  const contract = live.state.contract
  const viewer = contractViewerOf(contract, user)
  return (
    <ContractView
      contract={contract}
      viewer={viewer}
      headingRef={headingRef}
      onChanged={live.set}
      onReload={() => void live.reload()}
    />
  )
}

function ContractView({
  contract,
  viewer,
  headingRef,
  onChanged,
  onReload,
}: {
  contract: ContractDto
  viewer: ContractViewer
  headingRef: React.RefObject<HTMLHeadingElement | null>
  onChanged: (contract: ContractDto) => void
  onReload: () => void
}) {
  const [search] = useSearchParams()
  const signable = canSignNow(contract, viewer)
  // ?sign=1 (from "Review and Sign Contract" on the list) opens the signature card under the agreement.
  const fromList = search.get('sign') === '1'
  const [signing, setSigning] = useState(fromList && signable)
  const [cancelOpen, setCancelOpen] = useState(false)

  // Arriving to sign: the agreement first (focused, to be read), the signature card below it.
  useEffect(() => {
    if (fromList && signable) document.getElementById('agreement')?.focus()
  }, [fromList, signable])

  // The confirmation takes focus when the renter arrives from the step-2 payment, or when the contract becomes
  // finalized while the page is open (the cosigner watching it live).
  const shownStatus = useRef(contract.status)
  const [finalizedNow, setFinalizedNow] = useState(search.get('finalized') === '1')
  useEffect(() => {
    if (contract.status === 'finalized' && shownStatus.current !== 'finalized') setFinalizedNow(true)
    shownStatus.current = contract.status
  }, [contract.status])
  const showConfirmation = contract.status === 'finalized' && viewer !== 'admin'

  const status = contractStatusLabel(contract.status, viewer)
  const counterpart = viewer === 'renter' ? contract.cosignerName : contract.renterName
  return (
    <section className="ui-page">
      <header className="ui-page__header">
        <h1 className="ui-page__title" ref={headingRef} tabIndex={-1}>
          Contract with {viewer === 'admin' ? `${contract.cosignerName} and ${contract.renterName}` : counterpart}
        </h1>
        <div className="ui-row" style={{ marginTop: 8 }}>
          <Badge variant={contractStatusBadgeVariant(contract.status)}>{status}</Badge>
          <span className="ui-page__description" style={{ margin: 0 }}>
            Created {formatDateTime(contract.createdAt)}
          </span>
        </div>
        <div className="ui-row" style={{ marginTop: 12 }}>
          {signable && !signing ? (
            <Button id="review-and-sign" onClick={() => setSigning(true)}>
              Review and Sign Contract
            </Button>
          ) : null}
          {contract.status === 'fully_signed' && viewer !== 'cosigner' ? (
            <Link to={contractPaymentPath(contract.id)} className={buttonClass('primary')}>
              {viewer === 'renter' ? 'Continue to payment' : 'View payments'}
            </Link>
          ) : null}
          {contract.status === 'finalized' || contract.status === 'completed' ? (
            <Link to={`/ledger?contractId=${encodeURIComponent(contract.id)}`} className={buttonClass('secondary')}>
              View ledger
            </Link>
          ) : null}
          {canCancelContract(contract.status) ? (
            <Button variant="ghost" onClick={() => setCancelOpen(true)}>
              Cancel contract
            </Button>
          ) : null}
          <Link to="/contracts" className={buttonClass('ghost')}>
            All contracts
          </Link>
          {viewer !== 'admin' ? (
            <ReportProblemButton subjectType="contract" subjectId={contract.id} about={`Your contract with ${counterpart}`} />
          ) : null}
        </div>
      </header>

      <div className="ui-stack">
        {showConfirmation ? (
          <ContractFinalized contract={contract} viewer={viewer as 'renter' | 'cosigner'} arrived={finalizedNow} />
        ) : null}
        {contract.status === 'cancelled' ? (
          <Alert variant="error" title={cancelledByText(contract, viewer)}>
            {contract.cancelReason ? <p style={{ margin: 0 }}>Reason: {contract.cancelReason}</p> : null}
            {viewer === 'renter' && contract.cancelledBy === 'cosigner' && contract.step1.status === 'completed' ? (
              <p style={{ margin: '8px 0 0' }}>
                What you paid became a Cosigner Replacement Guarantee credit toward a contract with another cosigner.{' '}
                <Link to="/ledger#credits">See your credits</Link>
              </p>
            ) : null}
          </Alert>
        ) : null}

        <Card headingLevel={2} title="Cosigning agreement">
          <div
            id="agreement"
            className="ui-agreement"
            tabIndex={0}
            role="document"
            aria-label="Agreement text"
            data-testid="agreement-text"
          >
            {contract.agreementText.map((paragraph, index) => (
              <p key={index}>{paragraph}</p>
            ))}
          </div>
          <p className="ui-field__hint" style={{ marginTop: 8 }}>
            Agreement version {contract.agreementVersion} · terms fingerprint (SHA-256){' '}
            <code style={{ overflowWrap: 'anywhere' }}>{contract.termsHash}</code>
          </p>
        </Card>

        {signing && signable ? (
          <SignatureCard
            contract={contract}
            signer={viewer === 'cosigner' ? 'cosigner' : 'renter'}
            focusCanvas={!fromList}
            onCancel={() => {
              setSigning(false)
              requestAnimationFrame(() => document.getElementById('review-and-sign')?.focus())
            }}
            onSigned={onChanged}
            onReload={onReload}
          />
        ) : null}

        <Card headingLevel={2} title="Terms">
          <TermsList contract={contract} />
        </Card>

        {/* The money as the server computed it for this viewer: the same figures as the ledger and earnings. */}
        <section aria-label="Money" className="ui-stack">
          <LiveContractMoneyBreakdown contractId={contract.id} />
        </section>

        {signerDue(contract.status) === null ? <ContractReceipts contractId={contract.id} /> : null}

        {hasSignedAgreement(contract.status) && !showConfirmation ? (
          <Card headingLevel={2} title="Signed agreement (PDF)">
            <AgreementDownload contractId={contract.id} />
            {contract.status === 'completed' && viewer !== 'admin' ? (
              <ShareWithLandlord contractId={contract.id} viewer={viewer} />
            ) : null}
          </Card>
        ) : null}

        <Card headingLevel={2} title="Signatures">
          {contract.signatures.length === 0 ? (
            <p className="ui-page__description">No signatures yet.</p>
          ) : (
            <ul className="ui-list-plain ui-grid">
              {contract.signatures.map((signature) => (
                <li key={`${signature.role}-${signature.signedAt}`}>
                  <figure style={{ margin: 0 }}>
                    {/* '' when the stored image is outside the signature bounds: not sent, not shown. */}
                    {signature.imagePng ? (
                      <img
                        src={signature.imagePng}
                        alt={`Signature of ${signature.signerName}`}
                        style={{ width: '100%', maxWidth: 320, height: 'auto', background: '#fff', borderRadius: 8, border: '1px solid var(--ui-border)' }}
                      />
                    ) : (
                      <p className="ui-field__hint">Signature image not shown.</p>
                    )}
                    <figcaption className="ui-field__hint">
                      {signature.role === 'cosigner' ? 'Cosigner' : 'Renter'}: {signature.signerName},{' '}
                      {formatDateTime(signature.signedAt)}
                    </figcaption>
                  </figure>
                </li>
              ))}
            </ul>
          )}
        </Card>

        <Card headingLevel={2} title="Status history">
          <ol className="ui-stack" style={{ margin: 0, paddingLeft: 20 }}>
            {historyOldestFirst(contract.history).map((entry, index) => (
              <li key={`${entry.at}-${index}`}>
                <strong>{historyLine(entry, viewer)}</strong>
                <div className="ui-field__hint">{formatDateTime(entry.at)}</div>
                {entry.note ? <div>{entry.note}</div> : null}
              </li>
            ))}
          </ol>
        </Card>
      </div>

      <CancelContractDialog
        open={cancelOpen}
        contract={contract}
        onClose={() => setCancelOpen(false)}
        onCancelled={(updated) => {
          setCancelOpen(false)
          onChanged(updated)
          requestAnimationFrame(() => headingRef.current?.focus())
        }}
      />
    </section>
  )
}

function TermsList({ contract }: { contract: ContractDto }) {
  const installments = contract.feeOption === 'installments'
  return (
    <dl className="ui-dl">
      <Term title="Renter" value={`${contract.renterName}, ${contract.renterAddress}`} />
      <Term title="Cosigner" value={`${contract.cosignerName}, ${contract.cosignerAddress}`} />
      <Term title="Lease start" value={formatLeaseDate(contract.leaseStartDate)} />
      <Term title="Lease end" value={formatLeaseDate(contract.leaseEndDate)} />
      <Term title="Fee option" value={feeOptionLabel(contract.feeOption)} />
      <Term title="Cosigner fee" value={formatUsd(contract.feeCents)} />
      {installments ? (
        <>
          <Term title="Down payment" value={formatUsd(contract.downPaymentCents ?? 0)} />
          <Term
            title="Monthly payments"
            value={`${contract.installmentCount} x ${formatUsd(contract.monthlyPaymentCents ?? 0)}`}
          />
        </>
      ) : null}
      <Term title="Cosigner's PayPal" value={contract.cosignerPaypalEmail} />
    </dl>
  )
}

function Term({ title, value }: { title: string; value: string }) {
  return (
    <div>
      <dt>{title}</dt>
      <dd>{value}</dd>
    </div>
  )
}

/**
 * The signature card of the party whose turn it is: draw, then sign (or Cancel to close it). The renter goes on
 * to payment; the cosigner of an admin-created contract stays here, the contract now waiting for the renter.
 */
function SignatureCard({
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

function CancelContractDialog({
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
