import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react'
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
  PageHeader,
  Select,
  ServerDataView,
  buttonClass,
  contractsApi,
  toast,
  useServerData,
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
import { useTouchedFields } from './use-touched-fields.js'

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError'

/** The renters a cosigner can create a contract for; a failure also says so in a toast. */
async function loadCandidates(signal: AbortSignal): Promise<ContractCandidateDto[]> {
  try {
    return (await contractsApi.candidates(signal)).items
  } catch (error) {
    if (!isAbort(error))
      toast({ title: 'Error', description: CONTRACT_MESSAGES.loadRentersFailed, variant: 'error' })
    throw error
  }
}

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
  const candidates = useServerData('contracts.candidates', loadCandidates, {
    errorFallback: CONTRACT_MESSAGES.loadRentersFailed,
  })
  const draft = useServerData(
    matchRequestId ? ['contracts.draft', matchRequestId] : null,
    (signal) => contractsApi.draft(matchRequestId, signal),
    { errorFallback: CONTRACT_MESSAGES.loadRentersFailed },
  )
  const [values, setValues] = useState<ContractFormValues>(EMPTY_VALUES)
  const [showErrors, setShowErrors] = useState(false)
  const [signature, setSignature] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const { touched, set, reset: resetTouched } = useTouchedFields(setValues)
  // Another renter (or none): a fresh form, signature and errors.
  useEffect(() => {
    setSignature(null)
    setRefusal(null)
    setShowErrors(false)
    resetTouched()
    if (!matchRequestId) setValues(EMPTY_VALUES)
  }, [matchRequestId, resetTouched])

  // Each draft read (an unchanged refresh keeps the same object: no refill) fills the terms before they show.
  const filledFrom = useRef<ContractDraftResponse | null>(null)
  useLayoutEffect(() => {
    if (draft.status !== 'ready' || filledFrom.current === draft.data) return
    filledFrom.current = draft.data
    setValues(valuesFromDraft(draft.data))
  }, [draft.status, draft.data])

  function chooseRenter(id: string) {
    const next = new URLSearchParams(search)
    if (id) next.set('matchRequestId', id)
    else next.delete('matchRequestId')
    setSearch(next, { replace: true })
  }

  const errors = useMemo(() => formErrors(values), [values])
  const ready = draft.status === 'ready' ? draft.data : null
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
  const shown = (field: ContractFormField) => (showErrors || touched.has(field) ? errors[field] : undefined)

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
      <ServerDataView
        state={candidates}
        loadingLabel="Loading renters…"
        loadingSize="page"
        errorTitle={CONTRACT_MESSAGES.loadRentersFailed}
        errorBody={(message) => (message === CONTRACT_MESSAGES.loadRentersFailed ? null : message)}
        isEmpty={(items) => items.length === 0 && !matchRequestId}
        empty={
          <EmptyState
            title={CONTRACT_MESSAGES.noAcceptedRequests}
            description={CONTRACT_MESSAGES.noAcceptedRequestsHint}
            action={
              <Link to="/renter-requests" className={buttonClass('secondary')}>
                View renter requests
              </Link>
            }
          />
        }
      >
        {(items) => (
          <form ref={formRef} className="ui-stack" onSubmit={(event) => void submit(event)} noValidate>
            <Card headingLevel={2} title="1. Choose a renter">
              <Select
                label="Renter"
                placeholder="Choose a renter…"
                value={matchRequestId}
                onChange={(event) => chooseRenter(event.target.value)}
                options={candidateOptions(items, ready?.candidate ?? null)}
                hint="Renters whose match request you accepted and who have no open contract with you."
                disabled={submitting}
                required
              />
            </Card>

            <ServerDataView
              state={draft}
              loadingLabel="Loading the contract details…"
              errorTitle="Could not prepare this contract"
            >
              {() => null}
            </ServerDataView>

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
        )}
      </ServerDataView>
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
