import { useSearchParams } from 'react-router-dom'
import { Card, PageHeader, Tabs } from '@cosign/ui'
import type { PageProps } from '../../App.js'
import { ADMIN_TABS, tabFromSearch, withTab, type AdminTabId } from './admin-tabs.js'
import { PaymentsOverviewPanel } from '../payments/PaymentsOverviewPanel.js'
import { TransactionsPanel } from '../transactions/TransactionsPanel.js'
import { ServicesPanel } from '../services/ServicesPanel.js'
import { ClientsPanel } from '../profile-review/ClientsPanel.js'
import { UsersPanel } from '../users/UsersPanel.js'
import { DisputesPanel } from '../disputes/DisputesPanel.js'

export function AdminDashboardPage({ label }: PageProps) {
  const [searchParams, setSearchParams] = useSearchParams()
  return (
    <section className="ui-page">
      <PageHeader
        title={label}
        description="The back office: payments, transactions, clients, activity, disputes, documents, services and users."
      />
      <Tabs
        label="Admin sections"
        value={tabFromSearch(searchParams)}
        onChange={(id) => setSearchParams(withTab(searchParams, id as AdminTabId), { replace: true })}
        items={ADMIN_TABS.map((tab) => ({
          id: tab.id,
          label: tab.label,
          content:
            tab.id === 'payments' ? (
              <PaymentsOverviewPanel />
            ) : tab.id === 'transactions' ? (
              <TransactionsPanel />
            ) : tab.id === 'services' ? (
              <ServicesPanel />
            ) : tab.id === 'clients' ? (
              <ClientsPanel />
            ) : tab.id === 'users' ? (
              <UsersPanel />
            ) : tab.id === 'disputes' ? (
              <DisputesPanel />
            ) : (
              <Card title={`${tab.label}: coming soon`} headingLevel={2}>
                <p className="ui-page__description">{tab.description}</p>
              </Card>
            ),
        }))}
      />
    </section>
  )
}
