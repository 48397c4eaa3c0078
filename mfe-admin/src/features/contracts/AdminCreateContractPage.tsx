import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { CONTRACT_MESSAGES, type AdminContractDraftResponse, type ContractPartyOptionDto } from '@cosign/api'
import { Alert, Card, Page, Select, ServerDataView, TextField, toast, useServerData } from '@cosign/ui'
import { contractPath } from '@cosign/ui/contract-format'
import type { PageProps } from '@cosign/ui'
import {
  ContractSubmitRow, ContractTermsSection, DraftState, termsOf, useChoiceInAddress, useContractForm, type DraftParties,
} from '@cosign/features/contract-form'
import { createContractApi } from './contracts-api.js'

/** How long the search waits after the last keystroke before asking the server. */
const SEARCH_DELAY_MS = 300

/**
 * Contract creation by an admin (/contracts/new as ADMIN): choose a renter and an approved cosigner, the terms,
 * the fee preview, then create. Nobody signs here: the cosigner is asked to sign first, then the renter.
 */
export function AdminCreateContractPage({ label }: PageProps) {
  const { chosen, choose } = useChoiceInAddress()
  const navigate = useNavigate()
  const renterId = chosen('renterId')
  const cosignerId = chosen('cosignerId')
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
    (signal) => createContractApi.parties(searched, signal),
    { keepPrevious: true, errorFallback: CONTRACT_MESSAGES.loadRentersFailed },
  )
  const draft = useServerData(
    renterId && cosignerId ? ['contracts.adminDraft', renterId, cosignerId] : null,
    (signal) => createContractApi.draft(renterId, cosignerId, signal),
  )
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
  const form = useContractForm(draft, pair, partiesOf)
  const { ready, payoutEmail, previewVisible, submitting, refusal, formRef } = form

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!ready || submitting || form.blocked()) return
    await form.send(async () => {
      const { contract } = await createContractApi.createForCosigner({
        renterId: ready.renterId,
        cosignerId: ready.cosignerId,
        terms: termsOf(form.values),
      })
      toast({ title: 'Success', description: CONTRACT_MESSAGES.submittedForCosigner, variant: 'success' })
      navigate(contractPath(contract.id))
    })
  }

  return (
    <Page
      title={label}
      description="Create a contract for a renter and a cosigner with an approved profile. The cosigner is asked to review and sign it first, then the renter."
    >
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

        <DraftState draft={draft} />

        {ready ? (
          <>
            {!payoutEmail ? (
              <Alert variant="error" title="Payout email required">
                {CONTRACT_MESSAGES.noPayoutEmailForAdmin}
              </Alert>
            ) : null}
            <ContractTermsSection form={form} forCosigner={false} noPayoutEmail={CONTRACT_MESSAGES.noPayoutEmailForAdmin} />
            <Card headingLevel={2} title="5. Create and send to the cosigner">
              <div className="ui-stack">
                <ContractSubmitRow
                  refusal={refusal}
                  disabled={!previewVisible || !payoutEmail}
                  submitting={submitting}
                  busyLabel="Creating…"
                  next="Nobody signs yet: the cosigner is notified and asked to review and sign, then the renter."
                >
                  Create Contract
                </ContractSubmitRow>
              </div>
            </Card>
          </>
        ) : null}
      </form>
    </Page>
  )
}

/** The draft's parties (the agreement names them). */
const partiesOf = (draft: AdminContractDraftResponse): DraftParties => ({
  renterId: draft.renterId,
  cosignerId: draft.cosignerId,
  cosignerEmail: draft.cosignerEmail,
  cosignerPaypalEmail: draft.cosignerPaypalEmail,
})

const partyLabel = (p: ContractPartyOptionDto) =>
  `${p.name}${p.email ? ` (${p.email})` : ''}${p.paypalEmail === null ? ' — no payout email' : ''}`

/** Options of a party select; a chosen party that the search filtered out stays listed. */
function partyOptions(items: readonly ContractPartyOptionDto[], chosenId: string, seen: ReadonlyMap<string, string>) {
  const options = items.map((p) => ({ value: p.userId, label: partyLabel(p) }))
  if (!chosenId || items.some((p) => p.userId === chosenId)) return options
  return [{ value: chosenId, label: seen.get(chosenId) ?? 'Chosen renter or cosigner' }, ...options]
}
