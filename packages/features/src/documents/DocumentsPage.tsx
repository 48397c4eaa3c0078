import { useState } from 'react'
import { DOCUMENT_MESSAGES } from '@cosign/api'
import {
  Button,
  Card,
  Page,
  ServerDataView,
  TRY_AGAIN_INSIDE,
  formatDateTime,
  formatFileSize,
  isApiError,
  toast,
  useServerData,
  useSession,
} from '@cosign/ui'
import { downloadWithToken } from '@cosign/ui/download'
import { contractsApi, downloadSignedAgreement } from '../contract/index.js'
import { formatLeaseDate } from '@cosign/ui/contract-format'
import type { PageProps } from '@cosign/ui'
import {
  AUDIENCE_NOTES,
  SIGNED_STATUSES,
  agreementTitle,
  mergeSignedContracts,
} from './documents-view.js'
import { listSharedDocuments } from './documents-api.js'

/** The active shared documents, and (for renters and cosigners) the agreements of their signed contracts. */
async function loadDocuments(isAdmin: boolean, signal: AbortSignal) {
  const [documents, ...signed] = await Promise.all([
    listSharedDocuments(signal),
    // Admins see every contract; their agreements are on each contract's page, not listed here.
    ...(isAdmin ? [] : SIGNED_STATUSES.map((status) => contractsApi.list({ status, limit: 100 }, signal))),
  ])
  return {
    documents: documents.filter((d) => d.isActive),
    agreements: mergeSignedContracts(signed.map((list) => list.items)),
  }
}
type LoadedDocuments = Awaited<ReturnType<typeof loadDocuments>>

/** The shared documents as download items: each fetched with the session's token. */
function documentDownloads(documents: LoadedDocuments['documents']): DownloadItem[] {
  return documents.map((d) => ({
    key: `document:${d.id}`,
    title: d.title,
    description: d.description,
    note: `${AUDIENCE_NOTES[d.targetAudience]} · ${d.fileName} · ${formatFileSize(d.fileSize)} · added ${formatDateTime(d.createdAt)}`,
    download: () => downloadWithToken(d.downloadUrl, d.fileName, DOCUMENT_MESSAGES.downloadFailed),
  }))
}

/** The signed contracts' agreements as download items (their signed PDF). */
function agreementDownloads(agreements: LoadedDocuments['agreements'], viewerId: string): DownloadItem[] {
  return agreements.map((c) => ({
    key: `agreement:${c.id}`,
    title: agreementTitle(c, viewerId),
    note: `Lease ${formatLeaseDate(c.leaseStartDate)} to ${formatLeaseDate(c.leaseEndDate)} · signed PDF`,
    download: () => downloadSignedAgreement(c.id),
  }))
}

/** The page's lists of files that have any: the shared documents, then the viewer's signed agreements. */
function downloadLists(load: LoadedDocuments, viewerId: string | undefined) {
  const lists = [{ title: 'Shared documents', testId: 'document-item', items: documentDownloads(load.documents) }]
  // An agreement's title names the other party, so it needs the viewer.
  if (viewerId)
    lists.push({
      title: 'Your signed agreements',
      testId: 'agreement-item',
      items: agreementDownloads(load.agreements, viewerId),
    })
  return lists.filter((list) => list.items.length > 0)
}

/** Documents the platform shares with the user's audience (everyone, plus their role) and their signed agreements. */
export function DocumentsPage({ label }: PageProps) {
  const { user } = useSession()
  const isAdmin = user?.role === 'ADMIN'
  const shared = useServerData(['renter.documents', isAdmin], (signal) => loadDocuments(isAdmin, signal))
  const [busy, setBusy] = useState<string | null>(null)

  async function download(key: string, run: () => Promise<void>) {
    setBusy(key)
    try {
      await run()
    } catch (error) {
      // A signed agreement answers 404 while the documents service is still rendering it.
      const preparing = isApiError(error) && error.status === 404 && key.startsWith('agreement:')
      toast({
        title: 'Error',
        description: preparing ? DOCUMENT_MESSAGES.agreementPreparing : DOCUMENT_MESSAGES.downloadFailed,
        variant: 'error',
      })
    } finally {
      setBusy(null)
    }
  }

  return (
    <Page
      title={label}
      description="Documents the platform shares with you, such as agreement templates and guides, and your signed agreements, ready to download."
    >
      <ServerDataView
        state={shared}
        loadingLabel="Loading documents…"
        errorTitle={DOCUMENT_MESSAGES.loadFailed}
        errorBody={null}
        retry={TRY_AGAIN_INSIDE}
        isEmpty={(load) => load.documents.length === 0 && load.agreements.length === 0}
        empty={{
          headingLevel: 2,
          title: 'No documents available',
          description: 'Documents shared with you and your signed agreements will appear here.',
        }}
      >
        {(load) => (
          <div className="ui-stack">
            {downloadLists(load, user?.id).map((list) => (
              <DownloadList
                key={list.testId}
                {...list}
                busy={busy}
                onDownload={(key, task) => void download(key, task)}
              />
            ))}
          </div>
        )}
      </ServerDataView>
    </Page>
  )
}

interface DownloadItem {
  key: string
  title: string
  description?: string | null
  /** The small print under the title (audience, file, date; or the lease dates). */
  note: string
  download: () => Promise<void>
}

/** A card of files, each with its title, notes and a Download button (busy while its own download runs). */
function DownloadList(props: {
  title: string
  testId: string
  busy: string | null
  items: DownloadItem[]
  onDownload: (key: string, task: () => Promise<void>) => void
}) {
  return (
    <Card title={props.title} headingLevel={2}>
      <ul className="ui-stack" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={props.title}>
        {props.items.map((item) => (
          <li key={item.key} className="ui-card" data-testid={props.testId}>
            <h3 className="ui-card__title" style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </h3>
            {item.description ? (
              <p style={{ margin: '0 0 var(--ui-space-2)', overflowWrap: 'anywhere' }}>{item.description}</p>
            ) : null}
            <p className="ui-page__description" style={{ margin: '0 0 var(--ui-space-2)', overflowWrap: 'anywhere' }}>
              {item.note}
            </p>
            <Button
              variant="secondary"
              aria-label={`Download ${item.title}`}
              loading={props.busy === item.key}
              loadingText="Downloading…"
              onClick={() => props.onDownload(item.key, item.download)}
            >
              Download
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  )
}
