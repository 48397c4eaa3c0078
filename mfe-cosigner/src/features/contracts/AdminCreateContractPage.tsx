import { useEffect, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router-dom'
import { CONTRACT_MESSAGES, type AdminContractDraftResponse, type ContractPartyOptionDto } from '@cosign/api'
import {
  Alert,
  Button,
  Card,
  PageHeader,
  Select,
  ServerDataView,
  TextField,
  buttonClass,
  contractsApi,
  toast,
  useServerData,
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
import { useTouchedFields } from './use-touched-fields.js'

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
  // The search asked of the server: the typed one once typing pauses (at once when cleared).
  const [searched, setSearched] = useState('')
  useEffect(() => {
    const timer = setTimeout(() => setSearched(query), query ? SEARCH_DELAY_MS : 0)
    return () => clearTimeout(timer)
  }, [query])
  // The previous answer stays while a search loads.
  const parties = useServerData(
    ['contracts.parties', searched],
    (signal) => contractsApi.parties(searched, signal),
    { keepPrevious: true, errorFallback: CONTRACT_MESSAGES.loadRentersFailed },
  )
  const draft = useServerData(
    renterId && cosignerId ? ['contracts.adminDraft', renterId, cosignerId] : null,
    (signal) => contractsApi.adminDraft(renterId, cosignerId, signal),
  )
  const [values, setValues] = useState<ContractFormValues>(EMPTY_VALUES)
  const [showErrors, setShowErrors] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  const seen = useRef(new Map<string, string>())

  const partiesShown = parties.status === 'ready' ? parties.data : null
  // Labels of parties seen in earlier answers: a chosen party stays readable when a search filters it out.
  if (partiesShown) {
    for (const p of [...partiesShown.renters, ...partiesShown.cosigners]) {
      seen.current.set(p.userId, partyLabel(p))
    }
  }

  // Another pair (or none): a fresh form and errors.
  const pair = renterId && cosignerId ? `${renterId}|${cosignerId}` : ''
  const { touched, set, reset: resetTouched } = useTouchedFields(setValues)
  useEffect(() => {
    setRefusal(null)
    setShowErrors(false)
    resetTouched()
    if (!pair) setValues(EMPTY_VALUES)
  }, [pair, resetTouched])

  // Each draft read (an unchanged refresh keeps the same object: no refill) fills the terms before they show.
  const filledFrom = useRef<AdminContractDraftResponse | null>(null)
  useLayoutEffect(() => {
    if (draft.status !== 'ready' || filledFrom.current === draft.data) return
    filledFrom.current = draft.data
    setValues(valuesFromDraft(draft.data))
  }, [draft.status, draft.data])

  function choose(param: 'renterId' | 'cosignerId', id: string) {
    const next = new URLSearchParams(search)
    if (id) next.set(param, id)
    else next.delete(param)
    setSearch(next, { replace: true })
  }

  const errors = useMemo(() => formErrors(values), [values])
  const ready = draft.status === 'ready' ? draft.data : null
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
  const shown = (field: ContractFormField) => (showErrors || touched.has(field) ? errors[field] : undefined)

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
            <ServerDataView
              state={parties}
              loadingLabel="Loading renters and cosigners…"
              errorTitle={CONTRACT_MESSAGES.loadRentersFailed}
              errorBody={(message) => (message === CONTRACT_MESSAGES.loadRentersFailed ? null : message)}
            >
              {(found) => (
                <div className="ui-grid">
                  <Select
                    label="Renter"
                    placeholder={found.renters.length ? 'Choose a renter…' : CONTRACT_MESSAGES.noRenters}
                    value={renterId}
                    onChange={(event) => choose('renterId', event.target.value)}
                    options={partyOptions(found.renters, renterId, seen.current)}
                    disabled={submitting}
                    required
                  />
                  <Select
                    label="Cosigner"
                    placeholder={found.cosigners.length ? 'Choose a cosigner…' : 'No approved cosigners found'}
                    value={cosignerId}
                    onChange={(event) => choose('cosignerId', event.target.value)}
                    options={partyOptions(found.cosigners, cosignerId, seen.current)}
                    hint="Cosigners with an approved profile."
                    disabled={submitting}
                    required
                  />
                </div>
              )}
            </ServerDataView>
          </div>
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
