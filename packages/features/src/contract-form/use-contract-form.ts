// The state both creation forms share (the cosigner's in mfe-cosigner, the admin's in mfe-admin): the values a
// draft fills, the errors shown once a field is edited or a submit was tried, the fee preview and agreement
// text, and a submission that toasts and keeps the server's refusal.
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import type { ContractDraftResponse } from '@cosign/api'
import { toast, type ServerData } from '@cosign/ui'
import {
  EMPTY_VALUES,
  agreementOf,
  feePreviewOf,
  formErrors,
  readyForPreview,
  submitErrorMessage,
  valuesFromDraft,
  type ContractFormField,
  type ContractFormValues,
} from './contract-form.js'
import { useTouchedFields } from './use-touched-fields.js'

/** The parties a draft names (the agreement text is made of them and the terms). */
export interface DraftParties {
  renterId: string
  cosignerId: string
  cosignerEmail: string
  cosignerPaypalEmail: string | null
}

/**
 * @param draft the server's draft of the chosen renter (or pair), which fills the terms
 * @param formKey what was chosen ('' when nothing): another choice starts a fresh form
 * @param partiesOf the draft's parties
 */
export function useContractForm<D extends Pick<ContractDraftResponse, 'terms'>>(
  draft: ServerData<D>,
  formKey: string,
  partiesOf: (draft: D) => DraftParties,
) {
  const [values, setValues] = useState<ContractFormValues>(EMPTY_VALUES)
  const [showErrors, setShowErrors] = useState(false)
  const [submitting, setSubmitting] = useState(false)
  const [refusal, setRefusal] = useState<string | null>(null)
  const formRef = useRef<HTMLFormElement>(null)

  const { touched, set, reset: resetTouched } = useTouchedFields(setValues)
  // Another renter or pair (or none): a fresh form and errors.
  useEffect(() => {
    setRefusal(null)
    setShowErrors(false)
    resetTouched()
    if (!formKey) setValues(EMPTY_VALUES)
  }, [formKey, resetTouched])

  // Each draft read (an unchanged refresh keeps the same object: no refill) fills the terms before they show.
  const filledFrom = useRef<D | null>(null)
  useLayoutEffect(() => {
    if (draft.status !== 'ready' || filledFrom.current === draft.data) return
    filledFrom.current = draft.data
    setValues(valuesFromDraft(draft.data))
  }, [draft.status, draft.data])

  const errors = useMemo(() => formErrors(values), [values])
  const ready = draft.status === 'ready' ? draft.data : null
  const parties = ready ? partiesOf(ready) : null
  const payoutEmail = parties?.cosignerPaypalEmail ?? null
  const previewVisible = readyForPreview(ready !== null, values)
  const preview = previewVisible ? feePreviewOf(values) : null
  const termsValid = Object.keys(errors).length === 0
  const agreement = useMemo(() => {
    if (!parties || !payoutEmail || !termsValid) return null
    return agreementOf(values, { ...parties, cosignerPaypalEmail: payoutEmail })
    // The parties are the draft's: `ready` stands for them.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, payoutEmail, termsValid, values])
  const shown = (field: ContractFormField) => (showErrors || touched.has(field) ? errors[field] : undefined)

  /** Whether the form cannot be sent yet; if so every error shows and the first invalid field takes focus. */
  function blocked(): boolean {
    if (termsValid && payoutEmail) return false
    setShowErrors(true)
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
    return true
  }

  /** Sends the form; a refusal is toasted and kept (shown beside the button), and the form can be sent again. */
  async function send(run: () => Promise<void>): Promise<void> {
    setSubmitting(true)
    setRefusal(null)
    try {
      await run()
    } catch (error) {
      const message = submitErrorMessage(error)
      toast({ title: 'Error', description: message, variant: 'error' })
      setRefusal(message)
      setSubmitting(false)
    }
  }

  return { values, setValues, set, shown, ready, payoutEmail, previewVisible, preview, agreement, submitting, refusal, formRef, blocked, send }
}

export type ContractForm = ReturnType<typeof useContractForm>
