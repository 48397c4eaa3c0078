import type {
  ContractBreakdownDto,
  CosignerBreakdown,
  CosignerPayoutStatus,
  RenterBreakdown,
  RenterPaymentStatus,
} from '@cosign/api'
import { formatUsd } from '@cosign/api'
// Through the package root: this component is a subpath of @cosign/ui, bundled by the screens that use it,
// while what it builds on stays the front ends' shared singleton's.
import { Badge, Card, formatDate, type BadgeVariant } from '@cosign/ui'
import { MoneyBar } from './MoneyBar.js'
import { DataTable } from './DataTable.js'

export interface ContractMoneyBreakdownProps {
  /** The server's breakdown (GET /contracts/:id/breakdown): each side shown only when the server sent it. */
  breakdown: ContractBreakdownDto
  headingLevel?: 2 | 3
  /** Totals only, without the per-payment tables (the payment success page). */
  compact?: boolean
}

const RENTER_STATUS: Record<RenterPaymentStatus, { label: string; variant: BadgeVariant }> = {
  paid: { label: 'Paid', variant: 'success' },
  processing: { label: 'Processing', variant: 'neutral' },
  due: { label: 'Due', variant: 'warning' },
  overdue: { label: 'Overdue', variant: 'danger' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
}
const PAYOUT_STATUS: Record<CosignerPayoutStatus, { label: string; variant: BadgeVariant }> = {
  received: { label: 'Received', variant: 'success' },
  expected: { label: 'Expected', variant: 'neutral' },
  overdue: { label: 'Overdue', variant: 'danger' },
  cancelled: { label: 'Cancelled', variant: 'neutral' },
}

/** One figure of a breakdown: a term and its amount, read by label (screen readers and tests alike). */
function Figure({ term, cents, strong = false, sign = '' }: { term: string; cents: number; strong?: boolean; sign?: string }) {
  return (
    <div className="ui-between" style={{ padding: 'var(--ui-space-1) 0', borderTop: strong ? '1px solid var(--ui-border)' : undefined }}>
      <dt style={{ fontWeight: strong ? 700 : undefined }}>{term}</dt>
      <dd style={{ margin: 0, fontWeight: strong ? 700 : undefined, fontVariantNumeric: 'tabular-nums' }}>
        {sign}
        {formatUsd(cents)}
      </dd>
    </div>
  )
}

function RenterSide({ side, headingLevel, compact, title }: { side: RenterBreakdown; headingLevel: 2 | 3; compact: boolean; title: string }) {
  return (
    <Card headingLevel={headingLevel} title={title}>
      <MoneyBar
        label="Where the cosigner fee and the processing fee go"
        segments={[
          { label: 'To the cosigner (85%)', cents: side.feeSplit.cosignerPayoutCents, tone: 'accent' },
          { label: 'Platform fee (15%)', cents: side.feeSplit.platformFeeCents, tone: 'primary' },
          { label: 'Contract processing fee', cents: side.processingFeeCents, tone: 'muted' },
        ]}
      />
      <dl aria-label="Renter payment breakdown" style={{ margin: 'var(--ui-space-4) 0 0' }}>
        <Figure term="Cosigner fee" cents={side.cosignerFeeCents} />
        <Figure term="Contract processing fee" cents={side.processingFeeCents} />
        {side.serviceFees.map((fee) => (
          <Figure key={`${fee.purpose}-${fee.paidAt}`} term={`${fee.label} (paid toward this match, ${formatDate(fee.paidAt)})`} cents={fee.amountCents} />
        ))}
        <Figure term="Total" cents={side.totalCents} strong />
        <Figure term="Paid" cents={side.paidCents} />
        <Figure term="Still due" cents={side.dueCents} />
      </dl>
      {compact ? null : (
        <DataTable
          label="Your payments"
          columns={['Payment', 'Due', { label: 'Amount', numeric: true }, 'Status', 'Paid on']}
        >
          {side.payments.map((p) => (
            <tr key={p.label}>
              <td>{p.label}</td>
              <td>{p.dueDate ? formatDate(p.dueDate) : 'At signing'}</td>
              <td className="ui-table__num">{formatUsd(p.amountCents)}</td>
              <td>
                <Badge variant={RENTER_STATUS[p.status].variant}>
                  {p.paidByCredit ? 'Paid by credit' : RENTER_STATUS[p.status].label}
                </Badge>
              </td>
              <td>{formatDate(p.paidAt)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Card>
  )
}

function CosignerSide({ side, headingLevel, compact, title }: { side: CosignerBreakdown; headingLevel: 2 | 3; compact: boolean; title: string }) {
  return (
    <Card headingLevel={headingLevel} title={title}>
      <MoneyBar
        label="Where the cosigner fee goes"
        segments={[
          { label: 'Payout (85%)', cents: side.payoutCents, tone: 'accent' },
          { label: 'Platform fee (15%)', cents: side.platformFeeCents, tone: 'primary' },
        ]}
      />
      <dl aria-label="Cosigner payout breakdown" style={{ margin: 'var(--ui-space-4) 0 0' }}>
        <Figure term="Cosigner fee" cents={side.feeCents} />
        <Figure term="Platform fee (15%)" cents={side.platformFeeCents} sign="− " />
        <Figure term="Payout" cents={side.payoutCents} strong />
        <Figure term="Received" cents={side.receivedCents} />
        <Figure term="Expected" cents={side.expectedCents} />
      </dl>
      {compact ? null : (
        <DataTable
          label="Your payouts"
          columns={[
            'Payment',
            'Due',
            { label: 'Fee', numeric: true },
            { label: 'Platform fee', numeric: true },
            { label: 'Payout', numeric: true },
            'Status',
            'Arrived at PayPal',
          ]}
        >
          {side.payouts.map((p) => (
            <tr key={p.label}>
              <td>{p.label}</td>
              <td>{p.dueDate ? formatDate(p.dueDate) : 'At signing'}</td>
              <td className="ui-table__num">{formatUsd(p.feeCents)}</td>
              <td className="ui-table__num">{formatUsd(p.platformFeeCents)}</td>
              <td className="ui-table__num">{formatUsd(p.payoutCents)}</td>
              <td>
                <Badge variant={PAYOUT_STATUS[p.status].variant}>{PAYOUT_STATUS[p.status].label}</Badge>
              </td>
              <td>{formatDate(p.receivedAt)}</td>
            </tr>
          ))}
        </DataTable>
      )}
    </Card>
  )
}

/**
 * A contract's money as the server computed it for this viewer: the renter's total, paid and still due (with the
 * service fees paid toward the match, listed as such), the cosigner's fee, platform fee and payout with the
 * date each part arrived. Both for admins. No figure is computed here.
 */
export function ContractMoneyBreakdown({ breakdown, headingLevel = 2, compact = false }: ContractMoneyBreakdownProps) {
  // Both sides: an admin reads about the parties; one side: the party reads about themselves.
  const both = breakdown.renter !== null && breakdown.cosigner !== null
  return (
    <div className="ui-stack">
      {breakdown.renter ? (
        <RenterSide side={breakdown.renter} headingLevel={headingLevel} compact={compact} title={both ? 'What the renter pays' : 'What you pay'} />
      ) : null}
      {breakdown.cosigner ? (
        <CosignerSide side={breakdown.cosigner} headingLevel={headingLevel} compact={compact} title={both ? "The cosigner's payout" : 'Your payout'} />
      ) : null}
    </div>
  )
}
