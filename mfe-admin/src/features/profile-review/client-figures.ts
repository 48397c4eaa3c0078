// Pure helpers of a client's figures and actions (unit-tested; no React, no network). The figures themselves
// are computed by the payments and contracts services; these only word them.
import {
  ADMIN_MESSAGE_BODY_MAX_LENGTH,
  ADMIN_MESSAGE_TITLE_MAX_LENGTH,
  CLIENT_REPORT_LIMITS,
  formatUsd,
  type ActivityEventDto,
  type AdminClientDetail,
  type AdminClientKind,
  type ClientContractFiguresResponse,
  type ClientPaymentFigures,
  type ClientReportRequest,
  type ClientReportRow,
  type TransactionDto,
} from '@cosign/api'

export interface FigureItem {
  label: string
  value: string
  /** A short explanation under the figure. */
  hint: string
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`

/** The figures a client's profile shows: a cosigner's earnings and leases, a renter's payments and contracts. */
export function figureItems(
  kind: AdminClientKind,
  money: ClientPaymentFigures,
  contracts: Pick<ClientContractFiguresResponse, 'asRenter' | 'asCosigner'> &
    Partial<Pick<ClientContractFiguresResponse, 'renterMoney' | 'cosignerMoney'>>,
): FigureItem[] {
  if (kind === 'cosigner') {
    const side = contracts.asCosigner
    const payouts = contracts.cosignerMoney
    return [
      {
        label: 'Earnings',
        value: formatUsd(money.earningsCents),
        hint: `From ${plural(money.completedPayouts, 'completed payout')}, after ${formatUsd(money.payoutPlatformFeesCents ?? 0)} of platform fees`,
      },
      ...(payouts
        ? [
            {
              label: 'Payouts expected',
              value: formatUsd(payouts.expectedCents),
              hint: `Of ${formatUsd(payouts.payoutCents)} in payouts; ${formatUsd(payouts.platformFeeCents)} platform fees on ${formatUsd(payouts.feeCents)} of cosigner fees`,
            },
          ]
        : []),
      { label: 'Active leases', value: String(side.active), hint: 'Finalized, lease running' },
      { label: 'Completed leases', value: String(side.completed), hint: 'Lease ended' },
      { label: 'Leases in progress', value: String(side.inProgress), hint: 'Awaiting signatures or payment' },
    ]
  }
  const side = contracts.asRenter
  const owed = contracts.renterMoney
  return [
    {
      label: 'Total paid',
      value: formatUsd(money.totalPaidCents),
      hint: `${plural(money.completedPayments, 'completed payment')}, refunds excluded`,
    },
    ...(owed
      ? [
          {
            label: 'Still due on contracts',
            value: formatUsd(owed.dueCents),
            hint: `Of ${formatUsd(owed.totalCents)}: cosigner fees ${formatUsd(owed.cosignerFeeCents)}, processing fees ${formatUsd(owed.processingFeeCents)}, matching and unlock fees ${formatUsd(owed.serviceFeesCents)}`,
          },
        ]
      : []),
    { label: 'Active contracts', value: String(side.active), hint: 'Finalized, lease running' },
    { label: 'Completed contracts', value: String(side.completed), hint: 'Lease ended' },
    {
      label: 'Contracts in progress',
      value: String(side.inProgress),
      hint: 'Awaiting signatures or payment',
    },
  ]
}

/** The admin URL of the Transactions tab filtered to one client (Back returns to the profile). */
export function transactionHistorySearch(userId: string): string {
  return `?${new URLSearchParams({ tab: 'transactions', client: userId }).toString()}`
}

/** Why a message cannot be sent yet, or null; the server checks the same limits. */
export function messageErrors(
  title: string,
  message: string,
): { title: string | null; message: string | null } {
  return {
    title: !title.trim()
      ? 'Please enter a title.'
      : title.length > ADMIN_MESSAGE_TITLE_MAX_LENGTH
        ? `The title must be at most ${ADMIN_MESSAGE_TITLE_MAX_LENGTH} characters.`
        : null,
    message: !message.trim()
      ? 'Please enter a message.'
      : message.length > ADMIN_MESSAGE_BODY_MAX_LENGTH
        ? `The message must be at most ${ADMIN_MESSAGE_BODY_MAX_LENGTH} characters.`
        : null,
  }
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** The report the documents service renders, from what the profile screen loaded; cut to the server's limits. */
export function clientReport(input: {
  client: AdminClientDetail
  name: string
  figures: FigureItem[]
  transactions: TransactionDto[]
  contracts: ClientContractFiguresResponse['contracts']
  activity: ActivityEventDto[]
  profile: Array<{ label: string; value: string }>
}): ClientReportRequest {
  const L = CLIENT_REPORT_LIMITS
  const pairs = (items: Array<{ label: string; value: string }>) =>
    items
      .slice(0, L.fields)
      .map((p) => ({ label: cut(p.label, L.labelLength), value: cut(p.value, L.valueLength) }))
  const rows = (items: ClientReportRow[]) =>
    items
      .slice(0, L.rows)
      .map((r) => ({ ...r, text: cut(r.text, L.textLength), status: r.status && cut(r.status, 40) }))
  const id = input.client.account.id
  return {
    clientId: id,
    name: cut(input.name, 200),
    email: cut(input.client.account.email, 320),
    kind: input.client.kind,
    profile: pairs(input.profile),
    figures: pairs(input.figures.map((f) => ({ label: f.label, value: `${f.value} (${f.hint})` }))),
    payments: rows(
      input.transactions.map((t) => ({
        at: t.createdAt,
        text: `${t.description}${t.userId === id ? '' : ' (paid to this client)'}`,
        amountCents: t.amountCents,
        status: t.status,
      })),
    ),
    contracts: rows(
      input.contracts.map((c) => ({
        at: c.createdAt,
        text: `${c.renterId === id ? `As renter, cosigner ${c.cosignerName}` : `As cosigner, renter ${c.renterName}`}; lease ${c.leaseStartDate} to ${c.leaseEndDate}`,
        amountCents: c.feeCents,
        status: c.status,
      })),
    ),
    activity: rows(
      input.activity.map((a) => ({
        at: a.occurredAt,
        text: `${a.title}: ${a.description}`,
        ...(a.amountCents === null ? {} : { amountCents: a.amountCents }),
      })),
    ),
  }
}

/** The profile part of the report: the account, then the client's own profile's main fields. */
export function profilePairs(client: AdminClientDetail): Array<{ label: string; value: string }> {
  const { account } = client
  const pairs = [
    { label: 'Email', value: account.email },
    { label: 'Name on the account', value: `${account.firstName} ${account.lastName}`.trim() || '—' },
    { label: 'Joined', value: account.createdAt.slice(0, 10) },
    { label: 'Account status', value: account.isActive ? 'Active' : 'Suspended (inactive)' },
    {
      label: 'Uploaded credit score',
      value: account.creditScore === null ? 'None uploaded' : String(account.creditScore),
    },
  ]
  const profile = client.kind === 'cosigner' ? client.cosignerProfile : client.renterProfile
  if (!profile) return [...pairs, { label: 'Profile', value: 'Not saved yet' }]
  pairs.push(
    { label: 'Name', value: `${profile.firstName} ${profile.lastName}` },
    { label: 'Phone', value: profile.phone ?? 'Not given' },
    { label: 'Location', value: profile.location },
    {
      label: 'Monthly income',
      value: profile.monthlyIncomeCents === null ? 'Not given' : formatUsd(profile.monthlyIncomeCents),
    },
    { label: 'Employment', value: profile.employmentStatus ?? '—' },
  )
  if (client.cosignerProfile && client.kind === 'cosigner') {
    const c = client.cosignerProfile
    pairs.push(
      { label: 'Review status', value: c.status },
      { label: 'Maximum rent support', value: formatUsd(c.maxRentSupportCents) },
      { label: 'PayPal email', value: c.paypalEmail },
    )
  }
  return pairs
}
