// The cosigner profile form's own fields (the others are FormFields specs, cosigner-fields.ts).
import { CountedTextArea } from '@cosign/ui/counted-text-area'
import type { RentalIssue } from '@cosign/api'
import { COSIGNER_BIO_MAX, COSIGNER_BIO_MIN, RENTAL_ISSUES } from './cosigner-form.js'

/** The bio, with its length rule in the hint and a live count. */
export function BioField({
  value,
  error,
  onChange,
  onBlur,
}: {
  value: string
  error: string | undefined
  onChange: (bio: string) => void
  onBlur: () => void
}) {
  return (
    <CountedTextArea
      label="Bio"
      hint={`Tell renters about yourself: ${COSIGNER_BIO_MIN} to ${COSIGNER_BIO_MAX} characters.`}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      max={COSIGNER_BIO_MAX}
      countUnit=" characters"
      error={error}
      style={{ marginTop: 'var(--ui-space-4)' }}
      textAreaStyle={{ resize: 'vertical', minHeight: 120 }}
    />
  )
}

export function RentalIssuesField({
  value,
  onToggle,
}: {
  value: readonly RentalIssue[]
  onToggle: (issue: RentalIssue) => void
}) {
  return (
    <fieldset className="ui-field" style={{ border: 0, padding: 0, margin: 'var(--ui-space-4) 0 0' }}>
      <legend className="ui-field__label">Rental history issues (optional)</legend>
      <div className="ui-row">
        {RENTAL_ISSUES.map((issue) => (
          <label key={issue} className="ui-row" style={{ gap: 'var(--ui-space-1-5)', marginRight: 'var(--ui-space-3)' }}>
            <input type="checkbox" checked={value.includes(issue)} onChange={() => onToggle(issue)} />
            {issue}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
