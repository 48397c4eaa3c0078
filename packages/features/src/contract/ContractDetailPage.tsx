import { Suspense, useEffect, useRef, useState } from 'react'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import type { ContractDto } from '@cosign/api'
import { Alert, Badge, Button, Card, Page, Spinner, formatDateTime, useSession } from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import { lazyComponent } from '@cosign/ui/lazy-page'
import { useLiveContract } from './contract-api.js'
import { LiveContractMoneyBreakdown } from './LiveContractMoneyBreakdown.js'
import {
  canCancelContract,
  contractPaymentPath,
  contractStatusBadgeVariant,
  contractStatusLabel,
  contractViewerOf,
  hasSignedAgreement,
  signerDue,
  type ContractViewer,
} from '@cosign/ui/contract-format'
import type { PageProps } from '@cosign/ui'
import { ReportProblemButton } from '../disputes/index.js'
import { canSignNow, cancelledByText } from './contract-view.js'
import { AgreementDownload } from './AgreementDownload.js'
import { CancelContractDialog } from './CancelContractDialog.js'
import { ContractProgress } from './ContractProgress.js'
import { ContractReceipts } from './ContractReceipts.js'
import { ContractLoadError } from './ContractLoadStates.js'
import { ContractFinalized, ShareWithLandlord } from './ContractFinalized.js'
import { AgreementCard, HistoryCard, SignaturesCard, ContractTermsCard } from './ContractSections.js'

// The signature pad's card loads when the viewer opens it (Review and sign, or ?sign=1), not with the page
// (issue 28): most visits to a contract only read it.
const SignatureCard = lazyComponent(() => import('./SignatureCard.js').then((m) => m.SignatureCard))

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
      <Page title={label}>
        <Spinner size="page" label="Loading the contract…" />
      </Page>
    )
  }
  if (live.state.status === 'error') {
    return (
      <Page title={label}>
        <ContractLoadError state={live.state} onRetry={() => void live.reload()} />
      </Page>
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

  // Arriving to sign: the agreement first (focused, to be read), the signature card below it. The focus (and the
  // scroll it brings) waits for the page's first painted frame: in the frame that grows the page from its loading
  // state, the scroll would count the footer, then in view, as shifted (a layout shift of 0.12 on a phone).
  useEffect(() => {
    if (!(fromList && signable)) return
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => document.getElementById('agreement')?.focus())
    })
    return () => cancelAnimationFrame(frame)
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
        <div className="ui-row" style={{ marginTop: 'var(--ui-space-2)' }}>
          <Badge variant={contractStatusBadgeVariant(contract.status)}>{status}</Badge>
          <span className="ui-page__description" style={{ margin: 0 }}>
            Created {formatDateTime(contract.createdAt)}
          </span>
        </div>
        <div style={{ marginTop: 'var(--ui-space-4)' }}>
          <ContractProgress contract={contract} />
        </div>
        {contract.paymentHold ? (
          // Issue 27: the server's hold, worded for the viewer (the cosigner reads what to do).
          <div data-testid="payment-hold" style={{ marginTop: 'var(--ui-space-4)' }}>
            <Alert variant="info" title="Payments on hold">
              {contract.paymentHold}
            </Alert>
          </div>
        ) : null}
        <div className="ui-row" style={{ marginTop: 'var(--ui-space-4)' }}>
          {signable && !signing ? (
            <Button id="review-and-sign" onClick={() => setSigning(true)}>
              Review and Sign Contract
            </Button>
          ) : null}
          {contract.status === 'fully_signed' && viewer !== 'cosigner' ? (
            <LinkButton to={contractPaymentPath(contract.id)}>
              {viewer === 'renter' ? 'Continue to payment' : 'View payments'}
            </LinkButton>
          ) : null}
          {contract.status === 'finalized' || contract.status === 'completed' ? (
            <LinkButton to={`/ledger?contractId=${encodeURIComponent(contract.id)}`} variant="secondary">
              View ledger
            </LinkButton>
          ) : null}
          {canCancelContract(contract.status) ? (
            <Button variant="ghost" onClick={() => setCancelOpen(true)}>
              Cancel contract
            </Button>
          ) : null}
          <LinkButton to="/contracts" variant="ghost">
            All contracts
          </LinkButton>
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
              <p style={{ margin: 'var(--ui-space-2) 0 0' }}>
                What you paid became a Cosigner Replacement Guarantee credit toward a contract with another cosigner.{' '}
                <Link to="/ledger#credits">See your credits</Link>
              </p>
            ) : null}
          </Alert>
        ) : null}

        <AgreementCard contract={contract} />

        {signing && signable ? (
          <Suspense fallback={<Spinner label="Loading the signature pad…" />}>
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
          </Suspense>
        ) : null}

        <ContractTermsCard contract={contract} />

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

        <SignaturesCard contract={contract} />
        <HistoryCard contract={contract} viewer={viewer} />
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
