/** The admin back office's tabs (spec, "Admin dashboard", plus Support and Reviews: issue 27, Audit: issue 30), in order, with what each holds. */
export const ADMIN_TABS = [
  {
    id: 'payments',
    label: 'Payments',
    description:
      'Totals of payments, platform fees, upfront payments and Lease Armor, and recent activity with weekly and monthly totals.',
  },
  {
    id: 'transactions',
    label: 'Transactions',
    description:
      'Every payment with renter, cosigner, amount, status and method; search, status filter, CSV export, details, refunds and adjustments.',
  },
  {
    id: 'clients',
    label: 'Clients',
    description: 'Renters and cosigners with counts and search, each opening a client profile.',
  },
  {
    id: 'activity',
    label: 'Activity',
    description:
      'The client activity timeline: profile updates, payments, match requests, Lease Armor enrolments and disputes.',
  },
  {
    id: 'disputes',
    label: 'Disputes',
    description: 'Dispute counts by status, the list, and each dispute with its assignee and resolution.',
  },
  {
    id: 'support',
    label: 'Support',
    description: "Users' live chats with support and visitors' messages: unassigned, mine and all; answer, take, close.",
  },
  {
    id: 'reviews',
    label: 'Reviews',
    description: 'Reviews users reported (or all), with the reports and what admins did; hide one with a reason.',
  },
  {
    id: 'documents',
    label: 'Documents',
    description: 'Upload documents for renters, cosigners or everyone, and manage the list.',
  },
  {
    id: 'services',
    label: 'Services',
    description:
      'Platform services and their prices (profile creation, cosigner matching, contact unlock), created and edited here.',
  },
  {
    id: 'users',
    label: 'Users',
    description: 'All users with their role and an active switch; cosigner profiles waiting for review.',
  },
  {
    id: 'audit',
    label: 'Audit',
    description: 'Every admin action (who, when, what, before and after), with filters and a CSV export.',
  },
] as const

export type AdminTabId = (typeof ADMIN_TABS)[number]['id']

const TAB_IDS: ReadonlySet<string> = new Set(ADMIN_TABS.map((tab) => tab.id))

/**
 * The tab a URL opens: `?tab=<id>`, else Clients when a client profile is open (`?client=`), else Payments.
 * Keeping the tab in the URL lets a reload, a shared link or the browser's Back land on the same section.
 */
export function tabFromSearch(params: URLSearchParams): AdminTabId {
  const tab = params.get('tab')
  if (tab && TAB_IDS.has(tab)) return tab as AdminTabId
  return params.has('client') ? 'clients' : 'payments'
}

/** The query for switching to a tab; a client profile belongs to the Clients tab and closes elsewhere. */
export function withTab(params: URLSearchParams, tab: AdminTabId): URLSearchParams {
  const next = new URLSearchParams(params)
  next.set('tab', tab)
  if (tab !== 'clients') next.delete('client')
  return next
}
