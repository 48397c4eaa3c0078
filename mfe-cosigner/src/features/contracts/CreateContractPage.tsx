import { useEffect, useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import {
  CONTRACT_MESSAGES,
  type ContractCandidateDto,
  type ContractDraftResponse,
} from '@cosign/api'
import { Alert, Card, Page, Select, ServerDataView, toast, useServerData } from '@cosign/ui'
import { LinkButton } from '@cosign/ui/link-button'
import { canSubmitSignature, formatLeaseDate, termsHashOf } from '@cosign/ui/contract-format'
import { SignaturePad } from '@cosign/ui/signature-pad'
import type { PageProps } from '@cosign/ui'
import {
  ContractSubmitRow,
  ContractTermsSection,
  DraftState,
  isPayoutEmailMissing,
  termsOf,
  useChoiceInAddress,
  useContractForm,
  type DraftParties,
} from '@cosign/features/contract-form'
import { createContractApi } from './contracts-api.js'

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError'

/** The renters a cosigner can create a contract for; a failure also says so in a toast. */
async function loadCandidates(signal: AbortSignal): Promise<ContractCandidateDto[]> {
  try {
    return (await createContractApi.candidates(signal)).items
  } catch (error) {
    if (!isAbort(error))
      toast({ title: 'Error', description: CONTRACT_MESSAGES.loadRentersFailed, variant: 'error' })
    throw error
  }
}

/** The draft's parties (the agreement names them). */
const partiesOf = (draft: ContractDraftResponse): DraftParties => ({
  renterId: draft.candidate.renterId,
  cosignerId: draft.cosignerId,
  cosignerEmail: draft.cosignerEmail,
  cosignerPaypalEmail: draft.cosignerPaypalEmail,
})

/**
 * Contract creation by a cosigner (/contracts/new): choose a renter, terms, fee preview, sign, share. (An admin's
 * form is mfe-admin's, from the same pieces: @cosign/features/contract-form.)
 */
export function CreateContractPage({ label }: PageProps) {
  const { chosen, choose } = useChoiceInAddress()
  const navigate = useNavigate()
  const matchRequestId = chosen('matchRequestId')
  const candidates = useServerData('contracts.candidates', loadCandidates, {
    errorFallback: CONTRACT_MESSAGES.loadRentersFailed,
  })
  const draft = useServerData(
    matchRequestId ? ['contracts.draft', matchRequestId] : null,
    (signal) => createContractApi.draft(matchRequestId, signal),
    { errorFallback: CONTRACT_MESSAGES.loadRentersFailed },
  )
  const form = useContractForm(draft, matchRequestId, partiesOf)
  const { values, ready, payoutEmail, previewVisible, submitting, refusal, formRef } = form
  const [signature, setSignature] = useState<string | null>(null)
  // Another renter (or none): a fresh signature (the form starts afresh too).
  useEffect(() => setSignature(null), [matchRequestId])

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!ready || !signature || submitting || form.blocked()) return
    await form.send(async () => {
      const terms = termsOf(values)
      const termsHash = await termsHashOf(terms, { ...partiesOf(ready), cosignerPaypalEmail: payoutEmail! })
      await createContractApi.create({
        matchRequestId: ready.candidate.matchRequestId,
        terms,
        signature: { imagePng: signature, termsHash },
      })
      toast({ title: 'Success', description: CONTRACT_MESSAGES.submitted, variant: 'success' })
      navigate('/contracts')
    })
  }

  return (
    <Page
      title={label}
      description="Create a contract for a renter whose match request you accepted, sign it and share it with them."
    >
      <ServerDataView
        state={candidates}
        loadingLabel="Loading renters…"
        loadingSize="page"
        errorTitle={CONTRACT_MESSAGES.loadRentersFailed}
        errorBody={(message) => (message === CONTRACT_MESSAGES.loadRentersFailed ? null : message)}
        isEmpty={(items) => items.length === 0 && !matchRequestId}
        empty={{
          title: CONTRACT_MESSAGES.noAcceptedRequests,
          description: CONTRACT_MESSAGES.noAcceptedRequestsHint,
          action: (
            <LinkButton to="/renter-requests" variant="secondary">
              View renter requests
            </LinkButton>
          ),
        }}
      >
        {(items) => (
          <form ref={formRef} className="ui-stack" onSubmit={(event) => void submit(event)} noValidate>
            <Card headingLevel={2} title="1. Choose a renter">
              <Select
                label="Renter"
                placeholder="Choose a renter…"
                value={matchRequestId}
                onChange={(event) => choose('matchRequestId', event.target.value)}
                options={candidateOptions(items, ready?.candidate ?? null)}
                hint="Renters whose match request you accepted and who have no open contract with you."
                disabled={submitting}
                required
              />
            </Card>

            <DraftState draft={draft} />

            {ready ? (
              <>
                {!payoutEmail || isPayoutEmailMissing(refusal) ? <PayoutEmailAlert /> : null}
                <ContractTermsSection form={form} noPayoutEmail={CONTRACT_MESSAGES.noPayoutEmail} />
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
                      <ContractSubmitRow
                        refusal={isPayoutEmailMissing(refusal) ? null : refusal}
                        disabled={!canSubmitSignature({ isEmpty: !signature, submitting })}
                        submitting={submitting}
                        busyLabel="Submitting…"
                        next="By signing you agree to the terms above. The renter is notified and asked to review and sign."
                      >
                        Sign and Share Contract
                      </ContractSubmitRow>
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
    </Page>
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
