import { useSearchParams } from 'react-router-dom'
import type { ComponentType } from 'react'
import { Page } from '@cosign/ui'
import { Tabs } from '@cosign/ui/tabs'
import type { PageProps } from '@cosign/ui'
import { ADMIN_TABS, tabFromSearch, withTab, type AdminTabId } from './admin-tabs.js'
import { PaymentsOverviewPanel } from '../payments/index.js'
import { TransactionsPanel } from '../transactions/index.js'
import { ServicesPanel } from '../services/index.js'
import { ClientsPanel } from '../profile-review/index.js'
import { UsersPanel } from '../users/index.js'
import { DisputesPanel } from '../disputes/index.js'
import { DocumentsTab } from '../documents/index.js'
import { ActivityPanel } from '../activity/index.js'
import { SupportQueuePanel } from '../support/index.js'
import { ReviewsPanel } from '../reviews/index.js'
import { AuditPanel } from '../audit/index.js'

/** One panel per tab: a new tab without a panel does not compile. */
const PANELS: Record<AdminTabId, ComponentType> = {
  payments: PaymentsOverviewPanel,
  transactions: TransactionsPanel,
  clients: ClientsPanel,
  activity: ActivityPanel,
  disputes: DisputesPanel,
  support: SupportQueuePanel,
  reviews: ReviewsPanel,
  documents: DocumentsTab,
  services: ServicesPanel,
  users: UsersPanel,
  audit: AuditPanel,
}

export function AdminDashboardPage({ label }: PageProps) {
  const [searchParams, setSearchParams] = useSearchParams()
  return (
    <Page
      title={label}
      description="The back office: payments, transactions, clients, activity, disputes, support, reviews, documents, services, users and the audit log."
    >
      <Tabs
        label="Admin sections"
        value={tabFromSearch(searchParams)}
        onChange={(id) => setSearchParams(withTab(searchParams, id as AdminTabId), { replace: true })}
        items={ADMIN_TABS.map((tab) => {
          const Panel = PANELS[tab.id]
          return { id: tab.id, label: tab.label, content: <Panel /> }
        })}
      />
    </Page>
  )
}
