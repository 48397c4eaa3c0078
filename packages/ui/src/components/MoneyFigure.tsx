import { formatUsd, formatWholeUsd } from '@cosign/api'

export interface MoneyFigureProps {
  /** Integer cents, as the server sent them. */
  cents: number
  /** "whole" drops ".00" in running text and on cards; tables and totals keep the cents. */
  format?: 'cents' | 'whole'
  size?: 'sm' | 'md' | 'lg'
  /** A sign written before the amount ("− " for a deduction). */
  sign?: string
  /** What follows the amount, e.g. "/month". */
  suffix?: string
}

/** An amount of money, formatted in the one place (formatUsd), on one line, with tabular digits. */
export function MoneyFigure({ cents, format = 'cents', size = 'md', sign = '', suffix = '' }: MoneyFigureProps) {
  return (
    <span className={`ui-money ui-money--${size}`}>
      {sign}
      {format === 'whole' ? formatWholeUsd(cents) : formatUsd(cents)}
      {suffix}
    </span>
  )
}
