// The cosigner profile form's own fields (the others are FormFields specs, cosigner-fields.ts).
import { useId } from 'react'
import type { RentalIssue } from '@cosign/api'
import { COSIGNER_BIO_MAX, COSIGNER_BIO_MIN, RENTAL_ISSUES } from './cosigner-form.js'

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
  const id = useId()
  const length = value.trim().length
  return (
    <div className="ui-field" style={{ marginTop: 'var(--ui-space-4)' }}>
      <label className="ui-field__label" htmlFor={id}>
        Bio
      </label>
      <span id={`${id}-hint`} className="ui-field__hint">
        Tell renters about yourself: {COSIGNER_BIO_MIN} to {COSIGNER_BIO_MAX} characters.
      </span>
      <textarea
        id={id}
        className="ui-input"
        rows={6}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        required
        aria-describedby={[`${id}-hint`, `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        style={{ resize: 'vertical', minHeight: 120 }}
      />
      <span id={`${id}-count`} className="ui-field__hint" aria-live="polite">
        {length}/{COSIGNER_BIO_MAX} characters
      </span>
      {error ? (
        <span id={`${id}-error`} className="ui-field__error">
          {error}
        </span>
      ) : null}
    </div>
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
