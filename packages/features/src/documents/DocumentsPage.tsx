import { useState } from 'react'
import { DOCUMENT_MESSAGES } from '@cosign/api'
import {
  Button,
  Card,
  EmptyState,
  PageHeader,
  ServerDataView,
  downloadWithToken,
  formatDateTime,
  isApiError,
  toast,
  useServerData,
  useSession,
} from '@cosign/ui'
import { contractsApi, downloadSignedAgreement } from '../contract/index.js'
import { formatLeaseDate } from '@cosign/ui/contract-format'
import type { PageProps } from '@cosign/ui'
import {
  AUDIENCE_NOTES,
  SIGNED_STATUSES,
  agreementTitle,
  formatFileSize,
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
    <section className="ui-page">
      <PageHeader
        title={label}
        description="Documents the platform shares with you, such as agreement templates and guides, and your signed agreements, ready to download."
      />
      <ServerDataView
        state={shared}
        loadingLabel="Loading documents…"
        errorTitle={DOCUMENT_MESSAGES.loadFailed}
        errorBody={null}
        retry={{ retryLabel: 'Try Again', retryPlacement: 'inside' }}
        isEmpty={(load) => load.documents.length === 0 && load.agreements.length === 0}
        empty={
          <EmptyState
            headingLevel={2}
            title="No documents available"
            description="Documents shared with you and your signed agreements will appear here."
          />
        }
      >
        {(load) => (
          <div className="ui-stack">
            {load.documents.length > 0 ? (
              <Card title="Shared documents" headingLevel={2}>
                <ul
                  className="ui-stack"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  aria-label="Shared documents"
                >
                  {load.documents.map((d) => (
                    <li key={d.id} className="ui-card" data-testid="document-item">
                      <h3 className="ui-card__title" style={{ overflowWrap: 'anywhere' }}>
                        {d.title}
                      </h3>
                      {d.description ? (
                        <p style={{ margin: '0 0 8px', overflowWrap: 'anywhere' }}>{d.description}</p>
                      ) : null}
                      <p
                        className="ui-page__description"
                        style={{ margin: '0 0 8px', overflowWrap: 'anywhere' }}
                      >
                        {AUDIENCE_NOTES[d.targetAudience]} · {d.fileName} · {formatFileSize(d.fileSize)} ·
                        added {formatDateTime(d.createdAt)}
                      </p>
                      <Button
                        variant="secondary"
                        aria-label={`Download ${d.title}`}
                        loading={busy === `document:${d.id}`}
                        loadingText="Downloading…"
                        onClick={() =>
                          void download(`document:${d.id}`, () =>
                            downloadWithToken(d.downloadUrl, d.fileName, DOCUMENT_MESSAGES.downloadFailed),
                          )
                        }
                      >
                        Download
                      </Button>
                    </li>
                  ))}
                </ul>
              </Card>
            ) : null}
            {load.agreements.length > 0 && user ? (
              <Card title="Your signed agreements" headingLevel={2}>
                <ul
                  className="ui-stack"
                  style={{ listStyle: 'none', padding: 0, margin: 0 }}
                  aria-label="Your signed agreements"
                >
                  {load.agreements.map((c) => {
                    const title = agreementTitle(c, user.id)
                    return (
                      <li key={c.id} className="ui-card" data-testid="agreement-item">
                        <h3 className="ui-card__title" style={{ overflowWrap: 'anywhere' }}>
                          {title}
                        </h3>
                        <p className="ui-page__description" style={{ margin: '0 0 8px' }}>
                          Lease {formatLeaseDate(c.leaseStartDate)} to {formatLeaseDate(c.leaseEndDate)} ·
                          signed PDF
                        </p>
                        <Button
                          variant="secondary"
                          aria-label={`Download ${title}`}
                          loading={busy === `agreement:${c.id}`}
                          loadingText="Downloading…"
                          onClick={() =>
                            void download(`agreement:${c.id}`, () => downloadSignedAgreement(c.id))
                          }
                        >
                          Download
                        </Button>
                      </li>
                    )
                  })}
                </ul>
              </Card>
            ) : null}
          </div>
        )}
      </ServerDataView>
    </section>
  )
}
