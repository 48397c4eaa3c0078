import { formatUsd } from '@cosign/api'

export interface MoneyBarSegment {
  label: string
  /** Integer cents from the server; the bar only draws them. */
  cents: number
  tone: 'primary' | 'accent' | 'muted'
}

/**
 * Where money goes, as one bar split in proportion (the renter's total: the platform's 15 %, the cosigner's 85 %,
 * the $50 processing fee). The amounts come from the server; the widths are drawing, not arithmetic anyone reads.
 * The legend repeats every figure in words, so the bar itself is hidden from screen readers.
 */
export function MoneyBar({ label, segments }: { label: string; segments: readonly MoneyBarSegment[] }) {
  const total = segments.reduce((sum, s) => sum + s.cents, 0)
  return (
    <figure className="ui-moneybar">
      <figcaption className="ui-moneybar__caption">{label}</figcaption>
      <div className="ui-moneybar__bar" aria-hidden="true">
        {segments.map((s) =>
          s.cents > 0 ? (
            <span
              key={s.label}
              className={`ui-moneybar__segment ui-moneybar__segment--${s.tone}`}
              style={{ flexGrow: total > 0 ? s.cents / total : 1 }}
            />
          ) : null,
        )}
      </div>
      <ul className="ui-moneybar__legend">
        {segments.map((s) => (
          <li key={s.label}>
            <span className={`ui-moneybar__swatch ui-moneybar__segment--${s.tone}`} aria-hidden="true" />
            <span className="ui-moneybar__label">{s.label}</span> <span className="ui-money">{formatUsd(s.cents)}</span>
          </li>
        ))}
      </ul>
    </figure>
  )
}
