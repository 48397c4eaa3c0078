import { useCallback, useEffect, useRef, useState } from 'react'
import { ACTIVITY_CSV_NAME, ACTIVITY_MESSAGES, ACTIVITY_TIMELINE_HEIGHT_PX, ACTIVITY_TYPE_LABELS, type ActivityEventDto } from '@cosign/api'
import { Badge, Button, EmptyState, LoadErrorAlert, Select, Spinner, errorMessage, formatDateTime, formatUsd } from '@cosign/ui'
import { ExportCsvButton } from '../../components/ExportCsvButton.js'
import { activityExportQuery, activityQuery, appendPage, clientLabel, fetchActivityPage, TYPE_FILTER } from './activity.js'

// Styles: activity.css, imported by the panels that show the timeline (ActivityPanel, ClientsPanel).

type State =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: ActivityEventDto[]; nextCursor: string | null }

/**
 * The Client Activity Timeline: newest first in a 600 px scrolling list, filtered by type (and by client: fixed on
 * a client's profile, or chosen by a client's name in the Activity tab), with "Load more" for the next page
 * (keyset cursor, so a page never shifts when new activity arrives).
 */
export function ActivityTimeline({ clientId, label = 'Client activity timeline' }: { clientId?: string; label?: string }) {
  const [type, setType] = useState('')
  const [client, setClient] = useState<{ id: string; name: string } | null>(null)
  const [state, setState] = useState<State>({ status: 'loading' })
  const [loadingMore, setLoadingMore] = useState(false)
  const [moreError, setMoreError] = useState<string | null>(null)
  const latest = useRef(0)
  const filters = { clientId: clientId ?? client?.id ?? '', type }

  const loadFirst = useCallback(async () => {
    const request = ++latest.current
    setState({ status: 'loading' })
    setMoreError(null)
    try {
      const page = await fetchActivityPage(activityQuery(filters, null))
      if (request === latest.current) setState({ status: 'ready', items: page.items, nextCursor: page.nextCursor })
    } catch (error) {
      if (request === latest.current) setState({ status: 'error', message: errorMessage(error) })
    }
    // The filter values are the dependencies (a new `filters` object every render would reload forever).
  }, [filters.clientId, filters.type])

  useEffect(() => {
    void loadFirst()
  }, [loadFirst])

  async function loadMore() {
    if (state.status !== 'ready' || !state.nextCursor || loadingMore) return
    const request = latest.current
    setLoadingMore(true)
    setMoreError(null)
    try {
      const page = await fetchActivityPage(activityQuery(filters, state.nextCursor))
      if (request === latest.current)
        setState({ status: 'ready', items: appendPage(state.items, page.items), nextCursor: page.nextCursor })
    } catch (error) {
      if (request === latest.current) setMoreError(errorMessage(error))
    } finally {
      setLoadingMore(false)
    }
  }

  const filtered = Boolean(type || (!clientId && client))
  return (
    <div className="ui-stack">
      <div className="adm-toolbar">
        <Select label="Activity type" options={TYPE_FILTER} value={type} onChange={(e) => setType(e.target.value)} />
        <ExportCsvButton path="/chat/admin/activity.csv" query={{ ...activityExportQuery(filters) }} name={ACTIVITY_CSV_NAME} />
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

      {state.status === 'loading' ? <Spinner label="Loading activity…" /> : null}
      {state.status === 'error' ? (
        <LoadErrorAlert title={ACTIVITY_MESSAGES.loadFailed} onRetry={() => void loadFirst()}>
          {state.message}
        </LoadErrorAlert>
      ) : null}
      {state.status === 'ready' && state.items.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={ACTIVITY_MESSAGES.empty}
          description={filtered ? 'Try another filter.' : 'Profile updates, payments, match requests and disputes appear here.'}
        />
      ) : null}
      {state.status === 'ready' && state.items.length > 0 ? (
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
          {moreError ? (
            <LoadErrorAlert title={ACTIVITY_MESSAGES.loadFailed} onRetry={() => void loadMore()}>
              {moreError}
            </LoadErrorAlert>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
