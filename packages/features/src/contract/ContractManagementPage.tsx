import { useEffect, useRef, useState } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import {
  CONTRACT_MESSAGES, PAYMENT_MESSAGES, type ContractDto, type ContractSummaryDto, type PaymentStepDto,
} from '@cosign/api'
import {
  Alert,
  Badge,
  Button,
  Card,
  Page,
  ServerDataView,
  Spinner,
  errorMessage,
  formatDateTime,
  formatUsd,
  toast,
  useServerData,
  useSession,
} from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import { followCheckout } from '../checkout/index.js'
import { contractsApi, useLiveContract } from './contract-api.js'
import { contractPartiesLabel } from '../contract-options.js'
import {
  canPayStep, contractPath, contractPaymentPath, contractStatusBadgeVariant, contractStatusLabel,
  contractViewerOf, hasProcessingStep, paymentStepBadgeVariant, paymentStepLabel, type ContractStep,
  type ContractViewer,
} from '@cosign/ui/contract-format'
import type { PageProps } from '@cosign/ui'
import { focusedStep } from './contract-view.js'
import { AgreementDownload } from './AgreementDownload.js'
import { ContractLoadError } from './ContractLoadStates.js'
import { MyContractsLink } from './MyContractsLink.js'
import { ContractProgress } from './ContractProgress.js'

/**
 * /contract-management?contractId=&step=: the renter's two-step payment of a signed contract (step 1 platform
 * fee + $50, then step 2 to the cosigner), kept live by the contract.updated push (and polling while a step is
 * processing). Without a contract id it lists the contracts waiting for payment.
 */
export function ContractManagementPage({ label }: PageProps) {
  const [search] = useSearchParams()
  const contractId = search.get('contractId')
  return (
    <Page title={label}>
      {contractId ? (
        <ContractPayments contractId={contractId} step={focusedStep(search.get('step'))} />
      ) : (
        <AwaitingPayment />
      )}
    </Page>
  )
}

function ContractPayments({ contractId, step }: { contractId: string; step: ContractStep }) {
  const { user } = useSession()
  const live = useLiveContract(contractId)
  const [paying, setPaying] = useState<ContractStep | null>(null)
  const previousStatus = useRef<string | null>(null)
  const step1Ref = useRef<HTMLHeadingElement>(null)
  const step2Ref = useRef<HTMLHeadingElement>(null)
  const contract = live.state.status === 'ready' ? live.state.contract : null

  // Tell the renter when the contract becomes final while they watch (the live push or the poll); the copy
  // cached from an earlier visit is no baseline: the first read since the screen opened is.
  const fresh = live.fresh
  useEffect(() => {
    if (!contract || !fresh) return
    if (previousStatus.current && previousStatus.current !== 'finalized' && contract.status === 'finalized')
      toast({ title: 'Success', description: CONTRACT_MESSAGES.finalized, variant: 'success' })
    previousStatus.current = contract.status
  }, [contract, fresh])

  // Focus the step the link points at once the contract is shown (?step=cosigner: step 2).
  const focused = useRef(false)
  useEffect(() => {
    if (!contract || focused.current) return
    focused.current = true
    ;(step === 2 ? step2Ref : step1Ref).current?.focus()
  }, [contract, step])

  if (live.state.status === 'loading') return <Spinner size="page" label="Loading the contract…" />
  if (live.state.status === 'error') return <ContractLoadError state={live.state} onRetry={() => void live.reload()} />

  const c = live.state.contract
  const viewer = contractViewerOf(c, user)

  async function pay(which: ContractStep) {
    setPaying(which)
    try {
      const checkout = await contractsApi.checkout(
        which === 1 ? 'contract_platform_fee' : 'contract_cosigner_payment',
        c.id,
      )
      if (followCheckout(checkout)) return // leaving for PayPal; the button keeps its spinner
      // A replacement credit paid the step: nothing to approve at PayPal.
      toast({
        title: 'Paid with your credit',
        description: 'Your Cosigner Replacement Guarantee credit paid this step.',
        variant: 'success',
      })
      await live.reload()
      setPaying(null)
    } catch (error) {
      toast({ title: PAYMENT_MESSAGES.paymentErrorTitle, description: errorMessage(error), variant: 'error' })
      setPaying(null)
      void live.reload()
    }
  }

  /** A step card's paying state, the same rule for both steps: only the renter pays, nothing while on hold. */
  const payingOf = (which: ContractStep) => ({
    canPay: viewer === 'renter' && !c.paymentHold && canPayStep(c, which),
    paying: paying === which,
    busy: paying !== null,
    onPay: () => void pay(which),
    highlighted: step === which,
  })

  return (
    <div className="ui-stack">
      <ContractHeading contract={c} viewer={viewer} />
      {c.status === 'finalized' || c.status === 'completed' ? <Finalized contract={c} /> : null}
      {c.status === 'cosigner_signed' ? (
        <Alert variant="info" title="Sign the contract first">
          {viewer === 'renter' ? (
            <Link to={`${contractPath(c.id)}?sign=1`}>Review and Sign Contract</Link>
          ) : (
            'The renter has not signed yet.'
          )}
        </Alert>
      ) : null}
      {c.status === 'cancelled' ? (
        <Alert variant="error" title="This contract was cancelled">
          <Link to={contractPath(c.id)}>View the contract</Link>
        </Alert>
      ) : null}
      {hasProcessingStep(c) ? (
        <p className="ui-row" role="status" style={{ margin: 0 }}>
          <Spinner size="inline" label="" /> Waiting for the payment to be confirmed…
        </p>
      ) : null}
      {c.paymentHold ? (
        // Issue 27: the server holds the payments until the cosigner confirmed the PayPal email they go to.
        <div data-testid="payment-hold">
          <Alert variant="info" title="Payments on hold">
            {c.paymentHold}
          </Alert>
        </div>
      ) : null}
      <ol className="ui-steps" aria-label="Payment steps">
        <li>
          <StepCard
            number={1}
            title="Platform fee + processing fee"
            description={`15% platform fee (${formatUsd(c.step1.amountCents - c.processingFeeCents)}) and the one-time ${formatUsd(c.processingFeeCents)} contract processing fee, paid to the platform.`}
            step={c.step1}
            headingRef={step1Ref}
            {...payingOf(1)}
            blockedReason={null}
          />
        </li>
        <li>
          <StepCard
            number={2}
            title="Cosigner payment"
            description={`85% of ${c.feeOption === 'installments' ? 'the down payment' : 'the fee'}, paid to ${c.cosignerName}.`}
            step={c.step2}
            headingRef={step2Ref}
            {...payingOf(2)}
            blockedReason={
              c.status === 'fully_signed' && c.step1.status !== 'completed' ? PAYMENT_MESSAGES.contractStepOneFirst : null
            }
          />
        </li>
      </ol>
      {c.feeOption === 'installments' ? (
        <Alert variant="info" title="Monthly installments">
          After these two steps, {c.installmentCount} monthly payments of {formatUsd(c.monthlyPaymentCents ?? 0)} are
          due; pay them from the <Link to={`/ledger?contractId=${encodeURIComponent(c.id)}`}>ledger</Link>.
        </Alert>
      ) : null}
    </div>
  )
}

function ContractHeading({ contract, viewer }: { contract: ContractDto; viewer: ContractViewer }) {
  return (
    <Card headingLevel={2} title={contractPartiesLabel(contract)}>
      <div className="ui-row">
        <Badge variant={contractStatusBadgeVariant(contract.status)}>{contractStatusLabel(contract.status, viewer)}</Badge>
        <span>Cosigner fee {formatUsd(contract.feeCents)}</span>
        <Link to={contractPath(contract.id)}>View contract</Link>
      </div>
      <div style={{ marginTop: 'var(--ui-space-4)' }}>
        <ContractProgress contract={contract} />
      </div>
    </Card>
  )
}

function Finalized({ contract }: { contract: ContractDto }) {
  return (
    <Card headingLevel={2} title={CONTRACT_MESSAGES.finalized}>
      <div className="ui-stack">
        <Alert variant="success">Both payments are complete and the agreement is final.</Alert>
        <div className="ui-row">
          <LinkButton to={contractPath(contract.id)}>
            View contract
          </LinkButton>
          <LinkButton to={`/ledger?contractId=${encodeURIComponent(contract.id)}`} variant="secondary">
            Open ledger
          </LinkButton>
        </div>
        <AgreementDownload contractId={contract.id} />
      </div>
    </Card>
  )
}

function StepCard({
  number,
  title,
  description,
  step,
  headingRef,
  canPay,
  paying,
  busy,
  onPay,
  blockedReason,
  highlighted,
}: {
  number: ContractStep
  title: string
  description: string
  step: PaymentStepDto
  headingRef: React.RefObject<HTMLHeadingElement | null>
  canPay: boolean
  paying: boolean
  busy: boolean
  onPay: () => void
  blockedReason: string | null
  highlighted: boolean
}) {
  const descriptionId = `step-${number}-description`
  return (
    <section
      className="ui-card"
      aria-labelledby={`step-${number}-title`}
      style={highlighted ? { borderColor: 'var(--ui-primary)' } : undefined}
      data-testid={`payment-step-${number}`}
    >
      <h3 className="ui-card__title" id={`step-${number}-title`} ref={headingRef} tabIndex={-1}>
        Step {number}: {title}
      </h3>
      <p id={descriptionId} className="ui-field__hint" style={{ marginTop: 0 }}>
        {description}
      </p>
      <dl className="ui-dl" style={{ marginBottom: 'var(--ui-space-3)' }}>
        <div>
          <dt>Amount</dt>
          <dd>{formatUsd(step.amountCents)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd aria-live="polite">
            <Badge variant={paymentStepBadgeVariant(step.status)}>{paymentStepLabel(step.status)}</Badge>
          </dd>
        </div>
        <div>
          <dt>{step.status === 'completed' ? 'Paid' : 'Updated'}</dt>
          <dd>{formatDateTime(step.at)}</dd>
        </div>
      </dl>
      {step.paidByCredit ? <p className="ui-field__hint">Paid with your replacement credit.</p> : null}
      {step.status === 'failed' ? (
        <Alert variant="error">{PAYMENT_MESSAGES.paymentFailed}. You can try again.</Alert>
      ) : null}
      {blockedReason ? <p className="ui-field__hint">{blockedReason}</p> : null}
      {step.status !== 'completed' ? (
        <Button
          onClick={onPay}
          disabled={!canPay || busy}
          loading={paying}
          loadingText="Opening PayPal…"
          aria-describedby={descriptionId}
        >
          {step.status === 'failed' ? `Try step ${number} again` : `Pay ${formatUsd(step.amountCents)}`}
        </Button>
      ) : null}
    </section>
  )
}

/** Without a contract id: the renter's contracts that wait for a payment. */
function AwaitingPayment() {
  const waiting = useServerData('contracts.awaitingPayment', async (signal) =>
    (await contractsApi.list({ status: 'fully_signed', limit: 20 }, signal)).items,
  )
  return (
    <ServerDataView
      state={waiting}
      loadingLabel="Loading contracts…"
      loadingSize="page"
      errorTitle={CONTRACT_MESSAGES.loadFailedRefresh}
      errorBody={null}
      empty={{
        title: 'No contracts waiting for payment',
        description: 'Contracts you signed appear here until both payments are made.',
        action: <MyContractsLink />,
      }}
    >
      {(items) => <AwaitingPaymentList items={items} />}
    </ServerDataView>
  )
}

function AwaitingPaymentList({ items }: { items: ContractSummaryDto[] }) {
  return (
    <ul className="ui-list-plain ui-stack" aria-label="Contracts waiting for payment">
      {items.map((contract) => (
        <li key={contract.id}>
          <Card headingLevel={2} title={contractPartiesLabel(contract)}>
            <div className="ui-between">
              <span>
                Cosigner fee {formatUsd(contract.feeCents)} · step 1 {paymentStepLabel(contract.step1.status)} · step 2{' '}
                {paymentStepLabel(contract.step2.status)}
              </span>
              {contract.paymentHold ? (
                <span className="ui-field__hint">{contract.paymentHold}</span>
              ) : (
                <LinkButton
                  to={contractPaymentPath(contract.id, contract.step1.status === 'completed' ? 'cosigner' : undefined)}
                >
                  Continue to payment
                </LinkButton>
              )}
            </div>
          </Card>
        </li>
      ))}
    </ul>
  )
}
