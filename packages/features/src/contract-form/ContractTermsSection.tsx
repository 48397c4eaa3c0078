import { installmentCountOf } from './contract-form.js'
import { AgreementPreviewCard, FeePreviewCard, TermsCard } from './ContractTermsCards.js'
import type { ContractForm } from './use-contract-form.js'

/**
 * Steps 2 to 4 of both creation forms: the terms, the fee preview and the agreement text (`noPayoutEmail`: what
 * the agreement card says while the cosigner has no payout email).
 */
export function ContractTermsSection({
  form,
  forCosigner = true,
  noPayoutEmail,
}: {
  form: ContractForm
  forCosigner?: boolean
  noPayoutEmail: string
}) {
  const { values, setValues, set, shown, submitting, preview, previewVisible, agreement, payoutEmail } = form
  return (
    <>
      <TermsCard
        values={values}
        setValues={setValues}
        set={set}
        shown={shown}
        installmentCount={installmentCountOf(values)}
        disabled={submitting}
      />
      {preview ? <FeePreviewCard preview={preview} forCosigner={forCosigner} /> : null}
      {previewVisible ? (
        <AgreementPreviewCard
          agreement={agreement}
          pending={payoutEmail ? 'The agreement text appears here once the terms above are complete.' : noPayoutEmail}
        />
      ) : null}
    </>
  )
}
