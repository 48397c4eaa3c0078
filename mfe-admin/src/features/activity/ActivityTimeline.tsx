import { useState } from 'react'
import {
  ACTIVITY_CSV_NAME,
  ACTIVITY_MESSAGES,
  ACTIVITY_TIMELINE_HEIGHT_PX,
  ACTIVITY_TYPE_LABELS,
} from '@cosign/api'
import {
  Badge,
  Button,
  LoadErrorAlert,
  Select,
  ServerDataView,
  errorMessage,
  formatDateTime,
  formatUsd,
  useServerData,
  EmptyState,
} from '@cosign/ui'
import { ExportCsvButton } from '../../components/ExportCsvButton.js'
import {
  ACTIVITY_CSV_PATH,
  activityExportQuery,
  activityQuery,
  appendPage,
  clientLabel,
  fetchActivityPage,
  TYPE_FILTER,
} from './activity.js'
import { ClearFiltersButton } from '../../components/EmptyStateActions.js'
import { TabLinkButton } from '../dashboard/index.js'
import './activity.css'

/**
 * The Client Activity Timeline: newest first in a 600 px scrolling list, filtered by type (and by client: fixed on
 * a client's profile, or chosen by a client's name in the Activity tab), with "Load more" for the next page
 * (keyset cursor, so a page never shifts when new activity arrives).
 */
export function ActivityTimeline({ clientId, label = 'Client activity timeline' }: { clientId?: string; label?: string }) {
  const [type, setType] = useState('')
  const [client, setClient] = useState<{ id: string; name: string } | null>(null)
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreError, setMoreError] = useState<{ key: string; message: string } | null>(null)
  const filters = { clientId: clientId ?? client?.id ?? '', type }
  const filterKey = `${filters.clientId}|${filters.type}`
  // The first page of the filtered timeline; "Load more" appends the next pages to it.
  const timeline = useServerData(['admin.activity', filters], (signal) =>
    fetchActivityPage(activityQuery(filters, null), signal),
  )
  const { setData } = timeline

  async function loadMore() {
    if (timeline.status !== 'ready' || !timeline.data.nextCursor || loadingMore) return
    const shown = timeline.data
    setLoadingMore(true)
    setMoreError(null)
    try {
      const page = await fetchActivityPage(activityQuery(filters, shown.nextCursor))
      // setData belongs to these filters: a page answered after they changed lands in their cache only.
      setData({ items: appendPage(shown.items, page.items), nextCursor: page.nextCursor })
    } catch (error) {
      setMoreError({ key: filterKey, message: errorMessage(error) })
    } finally {
      setLoadingMore(false)
    }
  }

  const filtered = Boolean(type || (!clientId && client))
  return (
    <div className="ui-stack">
      <div className="adm-toolbar">
        <Select label="Activity type" options={TYPE_FILTER} value={type} onChange={(e) => setType(e.target.value)} />
        <ExportCsvButton path={ACTIVITY_CSV_PATH} query={{ ...activityExportQuery(filters) }} name={ACTIVITY_CSV_NAME} />
        {!clientId && client ? (
          <p className="adm-timeline__meta" aria-live="polite">
            <span>
              Showing <strong>{client.name}</strong> only
            </span>
            <Button size="sm" variant="secondary" onClick={() => setClient(null)}>
              Show all clients
            </Button>
          </p>
        ) : null}
      </div>

      <ServerDataView
        state={timeline}
        loadingLabel="Loading activity…"
        errorTitle={ACTIVITY_MESSAGES.loadFailed}
        empty={
          <EmptyState
            headingLevel={3}
            title={ACTIVITY_MESSAGES.empty}
            description={
              filtered
                ? 'Try another type or client, or clear the filters to see all activity.'
                : clientId
                  ? 'Profile updates, payments, match requests and disputes of this client appear here.'
                  : 'Profile updates, payments, match requests and disputes appear here; clients are listed in Clients.'
            }
            action={
              filtered ? (
                <ClearFiltersButton
                  onClear={() => {
                    setType('')
                    setClient(null)
                  }}
                />
              ) : clientId ? null : (
                <TabLinkButton tab="clients">Open Clients</TabLinkButton>
              )
            }
          />
        }
      >
        {(state) => (
          <>
            {/* Focusable so keyboard users can scroll it; the list itself is the timeline's landmark. */}
            <ol
              className="adm-timeline"
              style={{ maxHeight: ACTIVITY_TIMELINE_HEIGHT_PX }}
              aria-label={label}
              tabIndex={0}
              data-testid="activity-timeline"
            >
              {state.items.map((item) => (
                <li key={item.id} className="adm-timeline__item" data-testid="activity-item">
                  <div className="adm-timeline__head">
                    <span className="adm-timeline__title">{item.title}</span>
                    <Badge>{ACTIVITY_TYPE_LABELS[item.type] ?? item.type}</Badge>
                    {item.amountCents !== null ? <span>{formatUsd(item.amountCents)}</span> : null}
                  </div>
                  <p className="adm-timeline__text">{item.description}</p>
                  <p className="adm-timeline__meta">
                    <time dateTime={item.occurredAt}>{formatDateTime(item.occurredAt)}</time>
                    {clientId ? null : client ? (
                      <span>{clientLabel(item)}</span>
                    ) : (
                      <Button
                        size="sm"
                        variant="ghost"
                        onClick={() => setClient({ id: item.clientId, name: clientLabel(item) })}
                        aria-label={`Show only ${clientLabel(item)}'s activity`}
                      >
                        {clientLabel(item)}
                      </Button>
                    )}
                  </p>
                </li>
              ))}
              {state.nextCursor ? (
                <li className="adm-timeline__more">
                  <Button variant="secondary" size="sm" onClick={() => void loadMore()} aria-busy={loadingMore || undefined}>
                    {loadingMore ? 'Loading…' : 'Load more'}
                  </Button>
                </li>
              ) : null}
            </ol>
            {moreError?.key === filterKey ? (
              <LoadErrorAlert title={ACTIVITY_MESSAGES.loadFailed} onRetry={() => void loadMore()}>
                {moreError.message}
              </LoadErrorAlert>
            ) : null}
          </>
        )}
      </ServerDataView>
    </div>
  )
}
