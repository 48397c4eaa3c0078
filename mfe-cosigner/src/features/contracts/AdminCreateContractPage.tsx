import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import {
  CONTRACT_MESSAGES,
  type AdminContractDraftResponse,
  type ContractPartiesResponse,
  type ContractPartyOptionDto,
} from '@cosign/api'
import {
  Alert,
  Button,
  Card,
  LoadErrorAlert,
  PageHeader,
  Select,
  Spinner,
  TextField,
  buttonClass,
  contractsApi,
  errorMessage,
  toast,
} from '@cosign/ui'
import { contractPath } from '@cosign/ui/contract-format'
import type { PageProps } from '@cosign/ui'
import { AgreementPreviewCard, FeePreviewCard, TermsCard } from './ContractTermsCards.js'
import {
  EMPTY_VALUES,
  formErrors,
  installmentCountOf,
  readyForPreview,
  submitErrorMessage,
  termsOf,
  valuesFromDraft,
  agreementOf,
  feePreviewOf,
  type ContractFormField,
  type ContractFormValues,
} from './contract-form.js'

type PartiesLoad =
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; parties: ContractPartiesResponse }
type DraftLoad =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'error'; message: string }
  | { state: 'ready'; draft: AdminContractDraftResponse }

/** How long the search waits after the last keystroke before asking the server. */
const SEARCH_DELAY_MS = 300

/**
 * Contract creation by an admin (/contracts/new as ADMIN): choose a renter and an approved cosigner, the terms,
 * the fee preview, then create. Nobody signs here: the cosigner is asked to sign first, then the renter.
 */
export function AdminCreateContractPage({ label }: PageProps) {
  const [search, setSearch] = useSearchParams()
  const navigate = useNavigate()
  const renterId = search.get('renterId') ?? ''
  const cosignerId = search.get('cosignerId') ?? ''
  const [query, setQuery] = useState('')
  const [parties, setParties] = useState<PartiesLoad>({ state: 'loading' })
  const [draft, setDraft] = useState<DraftLoad>({ state: 'idle' })
  const [values, setValues] = useState<ContractFormValues>(EMPTY_VALUES)
  const [showErrors, setShowErrors] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  // Labels of parties seen in earlier answers: a chosen party stays readable when a search filters it out.
  const seen = useRef(new Map<string, string>())

  const loadParties = useCallback(async (q: string, signal?: AbortSignal) => {
    try {
      const answer = await contractsApi.parties(q, signal)
      for (const p of [...answer.renters, ...answer.cosigners]) seen.current.set(p.userId, partyLabel(p))
      setParties({ state: 'ready', parties: answer })
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return
      setParties({ state: 'error', message: errorMessage(error, CONTRACT_MESSAGES.loadRentersFailed) })
    }
  }, [])

  useEffect(() => {
    const controller = new AbortController()
    const timer = setTimeout(() => void loadParties(query, controller.signal), query ? SEARCH_DELAY_MS : 0)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, loadParties])

  const loadDraft = useCallback(async (renter: string, cosigner: string, signal?: AbortSignal) => {
    setDraft({ state: 'loading' })
    setRefusal(null)
    setShowErrors(false)
    try {
      const answer = await contractsApi.adminDraft(renter, cosigner, signal)
      setDraft({ state: 'ready', draft: answer })
      setValues(valuesFromDraft(answer))
    } catch (error) {
      if ((error as { name?: string }).name === 'AbortError') return
      setDraft({ state: 'error', message: errorMessage(error) })
    }
  }, [])

  useEffect(() => {
    if (!renterId || !cosignerId) {
      setDraft({ state: 'idle' })
      setValues(EMPTY_VALUES)
      return
    }
    const controller = new AbortController()
    void loadDraft(renterId, cosignerId, controller.signal)
    return () => controller.abort()
  }, [renterId, cosignerId, loadDraft])

  function choose(param: 'renterId' | 'cosignerId', id: string) {
    const next = new URLSearchParams(search)
    if (id) next.set(param, id)
    else next.delete(param)
    setSearch(next, { replace: true })
  }

  const set = (field: ContractFormField) => (value: string) => setValues((v) => ({ ...v, [field]: value }))
  const errors = useMemo(() => formErrors(values), [values])
  const ready = draft.state === 'ready' ? draft.draft : null
  const payoutEmail = ready?.cosignerPaypalEmail ?? null
  const previewVisible = readyForPreview(ready !== null, values)
  const termsValid = Object.keys(errors).length === 0
  const preview = previewVisible
    ? feePreviewOf(values)
    : null
  const agreement = useMemo(() => {
    if (!ready || !payoutEmail || !termsValid) return null
    return agreementOf(values, {
      renterId: ready.renterId,
      cosignerId: ready.cosignerId,
      cosignerEmail: ready.cosignerEmail,
      cosignerPaypalEmail: payoutEmail,
    })
  }, [ready, payoutEmail, termsValid, values])
  const shown = (field: ContractFormField) =>
    showErrors || (values[field] !== '' && field !== 'renterName') ? errors[field] : undefined

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!ready || submitting) return
    if (!termsValid || !payoutEmail) {
      setShowErrors(true)
      requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    setSubmitting(true)
    setRefusal(null)
    try {
      const { contract } = await contractsApi.createForCosigner({
        renterId: ready.renterId,
        cosignerId: ready.cosignerId,
        terms: termsOf(values),
      })
      toast({ title: 'Success', description: CONTRACT_MESSAGES.submittedForCosigner, variant: 'success' })
      navigate(contractPath(contract.id))
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
        description="Create a contract for a renter and a cosigner with an approved profile. The cosigner is asked to review and sign it first, then the renter."
      />
      <form ref={formRef} className="ui-stack" onSubmit={(event) => void submit(event)} noValidate>
        <Card headingLevel={2} title="1. Choose the renter and the cosigner">
          <div className="ui-stack">
            <TextField
              label="Search by name or email"
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              maxLength={100}
              hint="Narrows both lists below."
              disabled={submitting}
            />
            {parties.state === 'loading' ? <Spinner label="Loading renters and cosigners…" /> : null}
            {parties.state === 'error' ? (
              <LoadErrorAlert title={CONTRACT_MESSAGES.loadRentersFailed} onRetry={() => void loadParties(query)}>
                {parties.message === CONTRACT_MESSAGES.loadRentersFailed ? null : parties.message}
              </LoadErrorAlert>
            ) : null}
            {parties.state === 'ready' ? (
              <div className="ui-grid">
                <Select
                  label="Renter"
                  placeholder={parties.parties.renters.length ? 'Choose a renter…' : CONTRACT_MESSAGES.noRenters}
                  value={renterId}
                  onChange={(event) => choose('renterId', event.target.value)}
                  options={partyOptions(parties.parties.renters, renterId, seen.current)}
                  disabled={submitting}
                  required
                />
                <Select
                  label="Cosigner"
                  placeholder={parties.parties.cosigners.length ? 'Choose a cosigner…' : 'No approved cosigners found'}
                  value={cosignerId}
                  onChange={(event) => choose('cosignerId', event.target.value)}
                  options={partyOptions(parties.parties.cosigners, cosignerId, seen.current)}
                  hint="Cosigners with an approved profile."
                  disabled={submitting}
                  required
                />
              </div>
            ) : null}
          </div>
        </Card>

        {draft.state === 'loading' ? <Spinner label="Loading the contract details…" /> : null}
        {draft.state === 'error' ? (
          <LoadErrorAlert title="Could not prepare this contract" onRetry={() => void loadDraft(renterId, cosignerId)}>
            {draft.message}
          </LoadErrorAlert>
        ) : null}

        {ready ? (
          <>
            {!payoutEmail ? (
              <Alert variant="error" title="Payout email required">
                {CONTRACT_MESSAGES.noPayoutEmailForAdmin}
              </Alert>
            ) : null}
            <TermsCard
              values={values}
              setValues={setValues}
              set={set}
              shown={shown}
              installmentCount={installmentCountOf(values)}
              disabled={submitting}
            />
            {preview ? <FeePreviewCard preview={preview} forCosigner={false} /> : null}
            {previewVisible ? (
              <AgreementPreviewCard
                agreement={agreement}
                pending={
                  payoutEmail
                    ? 'The agreement text appears here once the terms above are complete.'
                    : CONTRACT_MESSAGES.noPayoutEmailForAdmin
                }
              />
            ) : null}
            <Card headingLevel={2} title="5. Create and send to the cosigner">
              <div className="ui-stack">
                {refusal ? <Alert variant="error">{refusal}</Alert> : null}
                <div className="ui-row">
                  <Button type="submit" disabled={!previewVisible || !payoutEmail} loading={submitting} loadingText="Creating…">
                    Create Contract
                  </Button>
                  <Link to="/contracts" className={buttonClass('ghost')}>
                    Cancel
                  </Link>
                </div>
                <p className="ui-field__hint">
                  Nobody signs yet: the cosigner is notified and asked to review and sign, then the renter.
                </p>
              </div>
            </Card>
          </>
        ) : null}
      </form>
    </section>
  )
}

const partyLabel = (p: ContractPartyOptionDto) =>
  `${p.name}${p.email ? ` (${p.email})` : ''}${p.paypalEmail === null ? ' — no payout email' : ''}`

/** Options of a party select; a chosen party that the search filtered out stays listed. */
function partyOptions(items: readonly ContractPartyOptionDto[], chosenId: string, seen: ReadonlyMap<string, string>) {
  const options = items.map((p) => ({ value: p.userId, label: partyLabel(p) }))
  if (!chosenId || items.some((p) => p.userId === chosenId)) return options
  return [{ value: chosenId, label: seen.get(chosenId) ?? 'Chosen renter or cosigner' }, ...options]
}
