import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import {
  CONTRACT_MESSAGES,
  type ContractCandidateDto,
  type ContractDraftResponse,
} from '@cosign/api'
import {
  Alert,
  Button,
  Card,
  EmptyState,
  LoadErrorAlert,
  PageHeader,
  Select,
  Spinner,
  buttonClass,
  contractsApi,
  errorMessage,
  toast,
  useSession,
} from '@cosign/ui'
import {
  canSubmitSignature,
  formatLeaseDate,
  termsHashOf,
} from '@cosign/ui/contract-format'
import { SignaturePad } from '@cosign/ui/signature-pad'
import type { PageProps } from '@cosign/ui'
import { AdminCreateContractPage } from './AdminCreateContractPage.js'
import { AgreementPreviewCard, FeePreviewCard, TermsCard } from './ContractTermsCards.js'
import {
  EMPTY_VALUES,
  formErrors,
  installmentCountOf,
  isPayoutEmailMissing,
  readyForPreview,
  submitErrorMessage,
  termsOf,
  valuesFromDraft,
  agreementOf,
  feePreviewOf,
  type ContractFormField,
  type ContractFormValues,
} from './contract-form.js'

type CandidatesLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; items: ContractCandidateDto[] }
type DraftLoad =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; draft: ContractDraftResponse }

/** Contract creation (/contracts/new, cosigners and admins): choose a renter, terms, fee preview, sign, share. */
export function CreateContractPage(props: PageProps) {
  const { user } = useSession()
  // An admin creates for a renter and an approved cosigner, who signs it afterwards (docs/decisions.md).
  if (user?.role === 'ADMIN') return <AdminCreateContractPage {...props} />
  return <CreateContractForm {...props} />
}

function CreateContractForm({ label }: PageProps) {
  const [search, setSearch] = useSearchParams()
  const navigate = useNavigate()
  const matchRequestId = search.get('matchRequestId') ?? ''
  const [candidates, setCandidates] = useState<CandidatesLoad>({ state: 'loading' })
  const [draft, setDraft] = useState<DraftLoad>({ state: 'idle' })
  const [values, setValues] = useState<ContractFormValues>(EMPTY_VALUES)
  const [showErrors, setShowErrors] = useState(false)
  const [signature, setSignature] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const loadCandidates = useCallback(async (signal?: AbortSignal) => {
    setCandidates({ state: 'loading' })
    try {
      const { items } = await contractsApi.candidates(signal)
      setCandidates({ state: 'ready', items })
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return
      toast({ title: 'Error', description: CONTRACT_MESSAGES.loadRentersFailed, variant: 'error' })
      setCandidates({ state: 'error', message: errorMessage(error, CONTRACT_MESSAGES.loadRentersFailed) })
    }
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    void loadCandidates(controller.signal)
    return () => controller.abort()
  }, [loadCandidates])

  const loadDraft = useCallback(async (id: string, signal?: AbortSignal) => {
    setDraft({ state: 'loading' })
    setSignature(null)
    setRefusal(null)
    setShowErrors(false)
    try {
      const answer = await contractsApi.draft(id, signal)
      setDraft({ state: 'ready', draft: answer })
      setValues(valuesFromDraft(answer))
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return
      setDraft({ state: 'error', message: errorMessage(error, CONTRACT_MESSAGES.loadRentersFailed) })
    }
  }, [])

  useEffect(() => {
    if (!matchRequestId) {
      setDraft({ state: 'idle' })
      setValues(EMPTY_VALUES)
      return
    }
    const controller = new AbortController()
    void loadDraft(matchRequestId, controller.signal)
    return () => controller.abort()
  }, [matchRequestId, loadDraft])

  function chooseRenter(id: string) {
    const next = new URLSearchParams(search)
    if (id) next.set('matchRequestId', id)
    else next.delete('matchRequestId')
    setSearch(next, { replace: true })
  }

  const set = (field: ContractFormField) => (value: string) => setValues((v) => ({ ...v, [field]: value }))
  const errors = useMemo(() => formErrors(values), [values])
  const ready = draft.state === 'ready' ? draft.draft : null
  const payoutEmail = ready?.cosignerPaypalEmail ?? null
  const previewVisible = readyForPreview(ready !== null, values)
  const installmentCount = installmentCountOf(values)
  const preview = previewVisible
    ? feePreviewOf(values)
    : null
  const termsValid = Object.keys(errors).length === 0
  const agreement = useMemo(() => {
    if (!ready || !payoutEmail || !termsValid) return null
    return agreementOf(values, {
      renterId: ready.candidate.renterId,
      cosignerId: ready.cosignerId,
      cosignerEmail: ready.cosignerEmail,
      cosignerPaypalEmail: payoutEmail,
    })
  }, [ready, payoutEmail, termsValid, values])
  // Errors show live once a field has something in it (the installments check as they type), all after a submit.
  const shown = (field: ContractFormField) =>
    showErrors || (values[field] !== '' && field !== 'renterName') ? errors[field] : undefined

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!ready || !signature || submitting) return
    if (!termsValid || !payoutEmail) {
      setShowErrors(true)
      requestAnimationFrame(() => {
        formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
      })
      return
    }
    setSubmitting(true)
    setRefusal(null)
    try {
      const terms = termsOf(values)
      const termsHash = await termsHashOf(terms, {
        renterId: ready.candidate.renterId,
        cosignerId: ready.cosignerId,
        cosignerEmail: ready.cosignerEmail,
        cosignerPaypalEmail: payoutEmail,
      })
      await contractsApi.create({
        matchRequestId: ready.candidate.matchRequestId,
        terms,
        signature: { imagePng: signature, termsHash },
      })
      toast({ title: 'Success', description: CONTRACT_MESSAGES.submitted, variant: 'success' })
      navigate('/contracts')
    } catch (error) {
      const message = submitErrorMessage(error)
      toast({ title: 'Error', description: message, variant: 'error' })
      setRefusal(message)
      setSubmitting(false)
    }
  }

  return (
    <section className="ui-page">
      <PageHeader
        title={label}
        description="Create a contract for a renter whose match request you accepted, sign it and share it with them."
      />
      {candidates.state === 'loading' ? <Spinner size="page" label="Loading renters…" /> : null}
      {candidates.state === 'error' ? (
        <LoadErrorAlert title={CONTRACT_MESSAGES.loadRentersFailed} onRetry={() => void loadCandidates()}>
          {candidates.message === CONTRACT_MESSAGES.loadRentersFailed ? null : candidates.message}
        </LoadErrorAlert>
      ) : null}
      {candidates.state === 'ready' && candidates.items.length === 0 && !matchRequestId ? (
        <EmptyState
          title={CONTRACT_MESSAGES.noRenters}
          description={CONTRACT_MESSAGES.noRentersHint}
          action={
            <Link to="/renter-requests" className={buttonClass('secondary')}>
              View renter requests
            </Link>
          }
        />
      ) : null}
      {candidates.state === 'ready' && (candidates.items.length > 0 || matchRequestId) ? (
        <form ref={formRef} className="ui-stack" onSubmit={(event) => void submit(event)} noValidate>
          <Card headingLevel={2} title="1. Choose a renter">
            <Select
              label="Renter"
              placeholder="Choose a renter…"
              value={matchRequestId}
              onChange={(event) => chooseRenter(event.target.value)}
              options={candidateOptions(candidates.items, ready?.candidate ?? null)}
              hint="Renters whose match request you accepted and who have no open contract with you."
              disabled={submitting}
              required
            />
          </Card>

          {draft.state === 'loading' ? <Spinner label="Loading the contract details…" /> : null}
          {draft.state === 'error' ? (
            <LoadErrorAlert title="Could not prepare this contract" onRetry={() => void loadDraft(matchRequestId)}>
              {draft.message}
            </LoadErrorAlert>
          ) : null}

          {ready ? (
            <>
              {!payoutEmail || isPayoutEmailMissing(refusal) ? <PayoutEmailAlert /> : null}
              <TermsCard
                values={values}
                setValues={setValues}
                set={set}
                shown={shown}
                installmentCount={installmentCount}
                disabled={submitting}
              />
              {preview ? <FeePreviewCard preview={preview} /> : null}
              {previewVisible ? (
                <AgreementPreviewCard
                  agreement={agreement}
                  pending={payoutEmail ? 'The agreement text appears here once the terms above are complete.' : CONTRACT_MESSAGES.noPayoutEmail}
                />
              ) : null}
              {previewVisible ? (
                <Card headingLevel={2} title="5. Sign and share">
                  <div className="ui-stack">
                    <SignaturePad
                      key={ready.candidate.matchRequestId}
                      label="Your signature (cosigner)"
                      onChange={setSignature}
                      disabled={submitting}
                      signerName={values.cosignerName}
                    />
                    {refusal && !isPayoutEmailMissing(refusal) ? <Alert variant="error">{refusal}</Alert> : null}
                    <div className="ui-row">
                      <Button
                        type="submit"
                        disabled={!canSubmitSignature({ isEmpty: !signature, submitting })}
                        loading={submitting}
                        loadingText="Submitting…"
                      >
                        Sign and Share Contract
                      </Button>
                      <Link to="/contracts" className={buttonClass('ghost')}>
                        Cancel
                      </Link>
                    </div>
                    <p className="ui-field__hint">
                      By signing you agree to the terms above. The renter is notified and asked to review and sign.
                    </p>
                  </div>
                </Card>
              ) : (
                <Alert variant="info">
                  Enter the cosigner name and a fee above $0 to see the fee preview, the agreement and the signature
                  box.
                </Alert>
              )}
            </>
          ) : null}
        </form>
      ) : null}
    </section>
  )
}

function candidateOptions(items: readonly ContractCandidateDto[], chosen: ContractCandidateDto | null) {
  const all = chosen && !items.some((c) => c.matchRequestId === chosen.matchRequestId) ? [chosen, ...items] : items
  return all.map((c) => ({
    value: c.matchRequestId,
    label: `${c.renterName} — ${c.propertyAddress} (move-in ${formatLeaseDate(c.moveInDate)})`,
  }))
}

function PayoutEmailAlert() {
  return (
    <Alert variant="error" title="Payout email required">
      {CONTRACT_MESSAGES.noPayoutEmail}{' '}
      <Link to="/profile/cosigner#payout">Add your PayPal payout email</Link>
    </Alert>
  )
}
