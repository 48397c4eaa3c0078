import { useId, type CSSProperties, type ReactNode } from 'react'

export interface CountedTextAreaProps {
  label: ReactNode
  /** Under the label: what to write and how much. */
  hint: ReactNode
  value: string
  onChange: (value: string) => void
  onBlur?: () => void
  /** The count's limit ("12/500"); the count is of the trimmed text, as the validators count it. */
  max: number
  /** After the count: " characters". */
  countUnit?: string
  /** Stops typing at this length (the browser's maxLength). */
  maxLength?: number
  error?: string
  rows?: number
  /** The field's own style (its margin in the form). */
  style?: CSSProperties
  textAreaStyle?: CSSProperties
}

/**
 * A required multi-line field with a hint and a live count of what is written (a profile's bio): the hint, the
 * count and the error describe the textarea, and the count is announced politely as it changes.
 */
export function CountedTextArea({
  label,
  hint,
  value,
  onChange,
  onBlur,
  max,
  countUnit = '',
  maxLength,
  error,
  rows = 6,
  style,
  textAreaStyle,
}: CountedTextAreaProps) {
  const id = useId()
  return (
    <div className="ui-field" style={style}>
      <label className="ui-field__label" htmlFor={id}>
        {label}
      </label>
      <span id={`${id}-hint`} className="ui-field__hint">
        {hint}
      </span>
      <textarea
        id={id}
        className="ui-input"
        rows={rows}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onBlur={onBlur}
        required
        aria-describedby={[`${id}-hint`, `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ')}
        aria-invalid={error ? true : undefined}
        style={textAreaStyle}
      />
      <span id={`${id}-count`} className="ui-field__hint" aria-live="polite">
        {value.trim().length}/{max}
        {countUnit}
      </span>
      {error ? (
        <span id={`${id}-error`} className="ui-field__error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
