export interface SpinnerProps {
  /** Announced to screen readers; an empty label hides the spinner from them (e.g. inside a busy button). */
  label?: string
  /**
   * `screen`: a page spinner that holds a screen's height, for a screen's main data with other sections under
   * it: those stay out of view until the data arrives instead of being pushed down while read (layout shift).
   * `block`: a section's spinner that holds the height of its empty state, for a section with others under it.
   */
  size?: 'inline' | 'page' | 'screen' | 'block'
}

export function Spinner({ label = 'Loading…', size = 'inline' }: SpinnerProps) {
  const ring = <span className="ui-spinner__ring" aria-hidden="true" />
  if (!label) return <span className="ui-spinner">{ring}</span>
  const className = {
    inline: 'ui-spinner',
    page: 'ui-spinner ui-spinner--page',
    screen: 'ui-spinner ui-spinner--page ui-spinner--screen',
    block: 'ui-spinner ui-spinner--page ui-spinner--block',
  }[size]
  return (
    <div className={className} role="status">
      {ring}
      <span className={size === 'inline' ? 'ui-visually-hidden' : undefined}>{label}</span>
    </div>
  )
}
