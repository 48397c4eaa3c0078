import { formatUsd } from '@cosign/api'

/**
 * One money total of a screen's totals (`<dl className="ui-grid">`: the ledger's, the earnings'): a small card
 * of its name and the amount, large; `danger` shows it in the danger colour (an overdue amount).
 */
export function TotalFigure({ title, cents, danger = false }: { title: string; cents: number; danger?: boolean }) {
  return (
    <div className="ui-card">
      <dt className="ui-field__label">{title}</dt>
      <dd style={{ margin: 0, fontSize: '1.5rem', fontWeight: 700, color: danger ? 'var(--ui-danger)' : undefined }}>
        {formatUsd(cents)}
      </dd>
    </div>
  )
}
