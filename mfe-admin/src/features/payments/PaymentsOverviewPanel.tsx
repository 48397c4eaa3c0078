import type { PaymentStatsResponse } from '@cosign/api'
import { Card, ServerDataView, formatUsd, useServerData } from '@cosign/ui'
import { MoneyBarChart } from '@cosign/ui/bar-chart'
import '../../components/admin-payments.css'
import { LeaseArmorEnrollmentsCard } from './LeaseArmorEnrollmentsCard.js'
import { fetchPaymentSeries, fetchPaymentStats } from './payments-api.js'
import { periodBars } from './payment-series-chart.js'
import { ReplacementCreditsCard } from './ReplacementCreditsCard.js'

/** The admin "payments" tab: sums of completed payments from GET /admin/payments/stats (no invented figures). */
export function PaymentsOverviewPanel() {
  const stats = useServerData('admin.paymentStats', fetchPaymentStats)
  return (
    <ServerDataView state={stats} loadingLabel="Loading payment statistics…">
      {(data) => <PaymentsOverview stats={data} />}
    </ServerDataView>
  )
}

function PaymentsOverview({ stats }: { stats: PaymentStatsResponse }) {
  return (
    <div className="ui-stack adm-panel">
      <div className="ui-grid">
        <StatCard
          title="Total Payments"
          value={formatUsd(stats.totalCents)}
          note={`All money received through the platform: ${stats.counts.completed} completed payment${stats.counts.completed === 1 ? '' : 's'}, refunds excluded`}
        />
        <StatCard
          title="Platform Fees"
          value={formatUsd(stats.platformFeesCents)}
          note="15% of cosigner fees: completed contract step 1 payments and installments, refunds excluded"
        />
        <StatCard
          title="Platform Revenue"
          value={formatUsd(stats.platformRevenueCents)}
          note={`The platform's whole share received: ${formatUsd(stats.platformFeesCents)} platform fees + ${formatUsd(stats.processingFeesCents)} contract processing fees ($50 each) + ${formatUsd(stats.serviceFeesCents)} profile, matching and unlock fees`}
        />
        <StatCard
          title="Upfront Payments"
          value={formatUsd(stats.upfrontCents ?? 0)}
          note="Paid by renters when signing contracts: step 1 and step 2 (fee or down payment), monthly installments excluded"
        />
        <LeaseArmorEnrollmentsCard />
      </div>
      <Card title="Recent Activity" headingLevel={2}>
        <dl className="ui-details">
          <div>
            <dt>Received, last 7 days</dt>
            <dd className="adm-stat__value">{formatUsd(stats.weeklyCents)}</dd>
          </div>
          <div>
            <dt>Received, last 30 days</dt>
            <dd className="adm-stat__value">{formatUsd(stats.monthlyCents)}</dd>
          </div>
          <div>
            <dt>Paid to cosigners (85%)</dt>
            <dd className="adm-stat__value">{formatUsd(stats.cosignerPayoutsCents)}</dd>
          </div>
          <div>
            <dt>Refunded to payers</dt>
            <dd className="adm-stat__value">{formatUsd(stats.refundedCents)}</dd>
          </div>
        </dl>
        <p className="adm-stat__note">
          Payments by status: {stats.counts.completed} completed, {stats.counts.pending} pending,{' '}
          {stats.counts.failed} failed (cancelled and expired included), {stats.counts.refunded} refunded.
        </p>
      </Card>
      <PaymentsOverTimeCard />
      <ReplacementCreditsCard />
    </div>
  )
}

/** The two period charts, drawn alike: the week's totals and the month's. */
const PERIOD_CHARTS = [
  { unit: 'week', title: 'Received per week (weeks start on Monday, UTC)', categoryLabel: 'Week of' },
  { unit: 'month', title: 'Received per month', categoryLabel: 'Month' },
] as const

/** Weekly and monthly totals as charts (GET /admin/payments/series): the same sums as Total Payments, per period. */
function PaymentsOverTimeCard() {
  const series = useServerData('admin.paymentSeries', fetchPaymentSeries)
  return (
    <Card title="Payments Over Time" headingLevel={2}>
      <ServerDataView state={series} loadingLabel="Loading payments over time…">
        {(data) => (
          <div className="ui-grid">
            {PERIOD_CHARTS.map(({ unit, title, categoryLabel }) => (
              <MoneyBarChart
                key={unit}
                title={title}
                categoryLabel={categoryLabel}
                bars={periodBars(unit === 'week' ? data.weeks : data.months, unit)}
              />
            ))}
          </div>
        )}
      </ServerDataView>
    </Card>
  )
}

function StatCard({ title, value, note }: { title: string; value: string; note: string }) {
  return (
    <Card title={title} headingLevel={2}>
      <div className="adm-stat">
        <p className="adm-stat__value">{value}</p>
        <p className="adm-stat__note">{note}</p>
      </div>
    </Card>
  )
}
