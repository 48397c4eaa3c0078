export interface SpinnerProps {
  /** Announced to screen readers; an empty label hides the spinner from them (e.g. inside a busy button). */
  label?: string
  size?: 'inline' | 'page'
}

export function Spinner({ label = 'Loading…', size = 'inline' }: SpinnerProps) {
  const ring = <span className="ui-spinner__ring" aria-hidden="true" />
  if (!label) return <span className="ui-spinner">{ring}</span>
  return (
    <div className={size === 'page' ? 'ui-spinner ui-spinner--page' : 'ui-spinner'} role="status">
      {ring}
      <span className={size === 'page' ? undefined : 'ui-visually-hidden'}>{label}</span>
    </div>
  )
}
