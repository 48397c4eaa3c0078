import { ACCOUNT_PRIVACY_MESSAGES, DATA_EXPORT_TTL_DAYS, type DataExportDto } from '@cosign/api'
import { Alert, Button, Card, formatDateTime, ServerDataView, useServerData } from '@cosign/ui'
import { privacyApi } from './privacy-api.js'
import { useListAction } from './use-list-action.js'

const EXPORTS_KEY = 'auth.data-exports'
const STATUS_TEXT: Record<DataExportDto['status'], string> = {
  gathering: 'Being prepared',
  ready: 'Ready',
  expired: 'Expired',
}

/** "Export my data" (issue 30): asks for the archive, lists the requests, downloads a ready one. */
export function DataExportSection() {
  const exports = useServerData(EXPORTS_KEY, (signal) => privacyApi.listExports(signal))
  const { busy, outcome, run } = useListAction(exports.reload)

  return (
    <Card title="Your data" aria-label="Your data">
      <p>
        Download a copy of everything we hold about you: one archive of JSON files. We email you when it is ready; the
        download works for {DATA_EXPORT_TTL_DAYS} days.
      </p>
      {outcome ? <Alert variant={outcome.ok ? 'success' : 'error'}>{outcome.message}</Alert> : null}
      <ServerDataView state={exports} loadingLabel="Loading your exports…" errorTitle="Could not load your exports">
        {({ exports: list }) => (
          <div className="ui-stack">
            {list.length === 0 ? (
              <p>You have not asked for an export yet.</p>
            ) : (
              <ul className="shell-settings__exports" aria-label="Your data exports">
                {list.map((item) => (
                  <li key={item.id}>
                    <span>
                      Asked {formatDateTime(item.requestedAt)}: <strong>{STATUS_TEXT[item.status]}</strong>
                      {item.status === 'ready' && item.expiresAt ? ` until ${formatDateTime(item.expiresAt)}` : null}
                    </span>
                    {item.status === 'ready' ? (
                      <Button
                        size="sm"
                        variant="secondary"
                        loading={busy === item.id}
                        loadingText="Downloading..."
                        onClick={() =>
                          void run(
                            item.id,
                            async () => {
                              await privacyApi.downloadExport(item.id, (item.readyAt ?? item.requestedAt).slice(0, 10))
                              return null
                            },
                            'We could not download your data. Please try again.',
                          )
                        }
                      >
                        Download
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            <div className="ui-row">
              <Button
                loading={busy === 'request'}
                loadingText="Asking..."
                disabled={list.some((item) => item.status === 'gathering')}
                onClick={() =>
                  void run(
                    'request',
                    async () => {
                      await privacyApi.requestExport()
                      return ACCOUNT_PRIVACY_MESSAGES.exportRequested
                    },
                    'We could not start your export. Please try again.',
                  )
                }
              >
                Export my data
              </Button>
              {list.some((item) => item.status === 'gathering') ? (
                <Button variant="secondary" onClick={() => void exports.reload()}>
                  Check again
                </Button>
              ) : null}
            </div>
          </div>
        )}
      </ServerDataView>
    </Card>
  )
}
