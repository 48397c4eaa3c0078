// The terms and fee preview cards of contract creation, shared by the cosigner's form and the admin's.
import type { ChangeEvent } from 'react'
import { SERVICE_NAMES } from '@cosign/api'
import { Card, TextField, formatUsd } from '@cosign/ui'
import { useServicePrice } from '../checkout/index.js'
import type { FeePreview } from '@cosign/ui/contract-format'
import {
  centsOf,
  suggestedMonthlyCents,
  withLeaseStart,
  withLeaseTerm,
  type ContractFormField,
  type ContractFormValues,
} from './contract-form.js'

export function TermsCard({
  values,
  setValues,
  set,
  shown,
  installmentCount,
  disabled,
}: {
  values: ContractFormValues
  setValues: (update: (v: ContractFormValues) => ContractFormValues) => void
  set: (field: ContractFormField) => (value: string) => void
  shown: (field: ContractFormField) => string | undefined
  installmentCount: number
  disabled: boolean
}) {
  const installments = values.feeOption === 'installments'
  const suggestion = installments
    ? suggestedMonthlyCents(centsOf(values.feeDollars), centsOf(values.downPaymentDollars), installmentCount)
    : null
  /** What ties a TextField to a form field: its value and change, its error once shown, the form's disabled state. */
  const fieldProps = (field: ContractFormField) => ({
    value: values[field],
    onChange: (e: ChangeEvent<HTMLInputElement>) => set(field)(e.target.value),
    error: shown(field),
    disabled,
  })
  return (
    <>
      <Card headingLevel={2} title="2. Parties and lease">
        <div className="ui-grid">
          <TextField
            label="Renter name"
            {...fieldProps('renterName')}
            maxLength={200}
            required
          />
          <TextField
            label="Renter address"
            {...fieldProps('renterAddress')}
            maxLength={200}
            autoComplete="off"
            required
          />
          <TextField
            label="Cosigner name"
            {...fieldProps('cosignerName')}
            maxLength={200}
            autoComplete="name"
            required
          />
          <TextField
            label="Cosigner address"
            {...fieldProps('cosignerAddress')}
            maxLength={200}
            autoComplete="street-address"
            required
          />
          <TextField
            label="Property address"
            {...fieldProps('propertyAddress')}
            hint="The leased home, from the renter's request."
            maxLength={200}
            autoComplete="off"
            required
          />
          <TextField
            label="Monthly rent ($)"
            inputMode="decimal"
            {...fieldProps('monthlyRentDollars')}
            required
          />
          <TextField
            label="Lease term (months)"
            inputMode="numeric"
            {...fieldProps('leaseTermMonths')}
            onChange={(e) => setValues((v) => withLeaseTerm(v, e.target.value))}
            hint="Sets the end date to the day before the term's anniversary."
            required
          />
          <TextField
            label="Landlord or property manager (optional)"
            {...fieldProps('landlordName')}
            maxLength={200}
            autoComplete="off"
          />
          <TextField
            label="Landlord email (optional)"
            type="email"
            {...fieldProps('landlordEmail')}
            maxLength={200}
            autoComplete="off"
          />
          <TextField
            label="Cosigner's maximum liability ($)"
            inputMode="decimal"
            {...fieldProps('maxLiabilityDollars')}
            hint="The most the cosigner can owe under the lease. Prefilled: your maximum rent support x the term."
            required
          />
          <TextField
            label="Lease start date"
            type="date"
            {...fieldProps('leaseStartDate')}
            onChange={(e) => setValues((v) => withLeaseStart(v, e.target.value))}
            hint="Sets the end date to the day before the term's anniversary."
            required
          />
          <TextField
            label="Lease end date"
            type="date"
            {...fieldProps('leaseEndDate')}
            min={values.leaseStartDate || undefined}
            required
          />
        </div>
      </Card>
      <Card headingLevel={2} title="3. Cosigner fee">
        <div className="ui-stack">
          <fieldset className="ui-field" style={{ border: 0, padding: 0, margin: 0 }} disabled={disabled}>
            <legend className="ui-field__label">Fee option</legend>
            <div className="ui-row">
              <label className="ui-row" style={{ gap: 'var(--ui-space-1-5)' }}>
                <input
                  type="radio"
                  name="feeOption"
                  value="full"
                  checked={values.feeOption === 'full'}
                  onChange={() => setValues((v) => ({ ...v, feeOption: 'full' }))}
                />
                Full Payment Upfront
              </label>
              <label className="ui-row" style={{ gap: 'var(--ui-space-1-5)' }}>
                <input
                  type="radio"
                  name="feeOption"
                  value="installments"
                  checked={installments}
                  onChange={() => setValues((v) => ({ ...v, feeOption: 'installments' }))}
                />
                Down Payment + Monthly
              </label>
            </div>
          </fieldset>
          <div className="ui-grid">
            <TextField
              label="Cosigner fee (USD)"
              inputMode="decimal"
              {...fieldProps('feeDollars')}
              hint="Between $0.01 and $2,500.00."
              placeholder="1500.00"
              required
            />
            {installments ? (
              <>
                <TextField
                  label="Down payment (USD)"
                  inputMode="decimal"
                  {...fieldProps('downPaymentDollars')}
                  hint="Paid with the platform fee once both parties signed."
                  required
                />
                <TextField
                  label="Monthly payment (USD)"
                  inputMode="decimal"
                  {...fieldProps('monthlyPaymentDollars')}
                  hint={
                    installmentCount > 0
                      ? `${installmentCount} monthly payment${installmentCount === 1 ? '' : 's'}, the first one month after the lease start.${
                          suggestion !== null ? ` ${formatUsd(suggestion)} a month adds up to the fee.` : ''
                        }`
                      : 'Set the lease dates to see the number of months.'
                  }
                  required
                />
              </>
            ) : null}
          </div>
        </div>
      </Card>
    </>
  )
}

/**
 * What the renter pays and what the cosigner receives (spec: shown only for a fee above 0). `forCosigner` words
 * it for the cosigner ("You receive"); an admin reads "Cosigner receives".
 */
export function FeePreviewCard({ preview, forCosigner = true }: { preview: FeePreview; forCosigner?: boolean }) {
  const installments = preview.installmentCount > 0 || preview.dueAtSigningCents !== preview.feeCents
  // The renter's matching fee is paid before the request, outside the contract: stated with its live price.
  const matching = useServicePrice(SERVICE_NAMES.cosignerMatching)
  return (
    <Card headingLevel={2} title="Fee preview" aria-live="polite">
      <dl className="ui-dl" data-testid="fee-preview">
        <div>
          <dt>Cosigner fee</dt>
          <dd>{formatUsd(preview.feeCents)}</dd>
        </div>
        <div>
          <dt>Platform fee (15%)</dt>
          <dd>{formatUsd(preview.platformFeeCents)}</dd>
        </div>
        <div>
          <dt>{forCosigner ? 'You receive (85%)' : 'Cosigner receives (85%)'}</dt>
          <dd>{formatUsd(preview.cosignerReceivesCents)}</dd>
        </div>
        <div>
          <dt>Renter's processing fee</dt>
          <dd>{formatUsd(preview.processingFeeCents)} (paid once by the renter)</dd>
        </div>
        <div>
          <dt>{installments ? 'Step 1 at signing (15% of the down payment + $50)' : 'Step 1: platform fee + $50'}</dt>
          <dd>{formatUsd(preview.step1Cents)}</dd>
        </div>
        <div>
          <dt>
            {installments
              ? 'Step 2 at signing (85% of the down payment)'
              : `Step 2: to ${forCosigner ? 'you' : 'the cosigner'} (85%)`}
          </dt>
          <dd>{formatUsd(preview.step2Cents)}</dd>
        </div>
        {installments && preview.installmentCount > 0 ? (
          <div>
            <dt>Then monthly</dt>
            <dd>
              {preview.installmentCount} x {formatUsd(preview.monthlyPaymentCents)}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Renter pays for this contract</dt>
          <dd>{formatUsd(preview.renterTotalCents)}</dd>
        </div>
        <div>
          <dt>Renter's matching fee</dt>
          <dd>
            {matching.status === 'ready' ? `${formatUsd(matching.priceCents)} ` : ''}
            (paid by the renter before sending the request, when they used matching; not part of this contract)
          </dd>
        </div>
      </dl>
    </Card>
  )
}

/** The agreement text the terms make (what will be signed), or why it is not shown yet. */
export function AgreementPreviewCard({ agreement, pending }: { agreement: string[] | null; pending: string }) {
  return (
    <Card headingLevel={2} title="4. Agreement">
      {agreement ? (
        <div className="ui-agreement" tabIndex={0} aria-label="Agreement text" data-testid="agreement-text">
          {agreement.map((paragraph, index) => (
            <p key={index}>{paragraph}</p>
          ))}
        </div>
      ) : (
        <p className="ui-page__description">{pending}</p>
      )}
    </Card>
  )
}
