import { useEffect, useState } from 'react'
import { SUPPORT_QUEUE_TABS, type SupportQueueTab } from '@cosign/api'
import { Badge, Button, EmptyState, ServerDataView, formatDateTime, realtimeBus, useServerData, useSession } from '@cosign/ui'
import { SupportConversationView } from './SupportConversationView.js'
import { supportQueueApi } from './support-api.js'
import { assigneeLabel, queueTabLabel, requesterLabel } from './support-queue.js'
import { ClearFiltersButton } from '../../components/EmptyStateActions.js'
import './support-queue.css'
import { useOpenedItem } from '../../components/use-opened-item.js'

/**
 * The back office's Support queue: users' live chats and visitors' messages, by tab (unassigned, mine, all), each
 * opening the conversation to answer, take or close. Any change by any admin refreshes it live.
 */
export function SupportQueuePanel() {
  const { user } = useSession()
  const [tab, setTab] = useState<SupportQueueTab>('unassigned')
  const queue = useServerData(['admin.support', tab], (signal) => supportQueueApi.list(tab, signal), { keepPrevious: true })
  const { reload } = queue
  const opened = useOpenedItem(reload)

  useEffect(() => {
    const off = realtimeBus.subscribe('support.queue_changed', () => void reload())
    const offReconnect = realtimeBus.onReconnect(() => void reload())
    return () => {
      off()
      offReconnect()
    }
  }, [reload])

  if (opened.openId) return <SupportConversationView id={opened.openId} onBack={opened.back} />

  const counts = queue.status === 'ready' ? queue.data.counts : null
  return (
    <div className="adm-support">
      <div className="adm-support__tabs" role="group" aria-label="Support queue">
        {SUPPORT_QUEUE_TABS.map((id) => (
          <Button key={id} size="sm" variant={id === tab ? 'primary' : 'secondary'} aria-pressed={id === tab} onClick={() => setTab(id)}>
            {queueTabLabel(id, counts)}
          </Button>
        ))}
      </div>
      <ServerDataView
        state={queue}
        loadingLabel="Loading the support queue…"
        errorTitle="The support queue could not be loaded"
        empty={
          <EmptyState
            title={tab === 'unassigned' ? 'Nobody is waiting' : tab === 'mine' ? 'No conversations assigned to you' : 'No support conversations yet'}
            description={
              tab === 'all'
                ? 'Questions users send from the support page appear here.'
                : 'Questions users send from the support page appear here; earlier conversations are under All.'
            }
            action={
              tab === 'all' ? null : (
                <ClearFiltersButton onClear={() => setTab('all')}>Show all conversations</ClearFiltersButton>
              )
            }
          />
        }
      >
        {(data) => (
          <ul className="adm-support__list" aria-label="Support conversations">
            {data.items.map((item) => (
              <li key={item.id} className="adm-support__item" data-testid="support-queue-item">
                <div className="adm-support__who">
                  <strong>{requesterLabel(item)}</strong>{' '}
                  <Badge variant={item.status === 'open' ? 'success' : 'neutral'}>{item.status === 'open' ? 'Open' : 'Closed'}</Badge>
                </div>
                <p className="adm-support__preview">
                  {item.lastMessageFrom === 'support' ? 'Support: ' : ''}
                  {item.lastMessage}
                </p>
                <p className="adm-stat__note">
                  {formatDateTime(item.lastMessageAt)} · {item.messageCount} {item.messageCount === 1 ? 'message' : 'messages'} ·{' '}
                  {assigneeLabel(item, user?.id)}
                </p>
                <Button size="sm" variant="secondary" onClick={() => opened.open(item.id)} aria-label={`Open the conversation with ${requesterLabel(item)}`}>
                  Open
                </Button>
              </li>
            ))}
          </ul>
        )}
      </ServerDataView>
    </div>
  )
}
