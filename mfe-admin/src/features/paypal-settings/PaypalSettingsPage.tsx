import { useEffect, useRef, useState, type FormEvent } from 'react'
import {
  GATEWAY_MODES,
  PAYMENT_MESSAGES,
  type GatewayConfigDto,
  type GatewayMode,
  type TestGatewayConnectionRequest,
  type UpdateGatewayConfigRequest,
} from '@cosign/api'
import {
  Alert,
  Button,
  Card,
  Page,
  Select,
  ServerDataView,
  TextField,
  errorMessage,
  toast,
  useServerData,
} from '@cosign/ui'
import type { PageProps } from '@cosign/ui'
import { fetchGatewayConfig, saveGatewayConfig, testGatewayConnection } from './gateway-api.js'
import { gatewayRequest, type GatewayForm } from './gateway-form.js'

const MODE_OPTIONS = GATEWAY_MODES.map((mode) => ({
  value: mode,
  label: mode === 'sandbox' ? 'Sandbox' : 'Live',
}))

/** /paypal-settings (admin only): the PayPal client id, secret (never shown in full) and mode, with a test. */
export function PaypalSettingsPage({ label }: PageProps) {
  const config = useServerData('admin.gatewayConfig', fetchGatewayConfig)
  const [form, setForm] = useState<GatewayForm>({ clientId: '', clientSecret: '', mode: 'sandbox' })
  const [clientIdError, setClientIdError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [testing, setTesting] = useState(false)
  const [result, setResult] = useState<{ variant: 'success' | 'error'; text: string } | null>(null)

  // The form starts from each configuration read (an unchanged refresh keeps the same object: no refill).
  const filledFrom = useRef<GatewayConfigDto | null>(null)
  useEffect(() => {
    if (config.status !== 'ready' || filledFrom.current === config.data) return
    filledFrom.current = config.data
    setForm({ clientId: config.data.clientId, clientSecret: '', mode: config.data.mode })
  }, [config.status, config.data])

  async function save(event: FormEvent) {
    event.preventDefault()
    const body: UpdateGatewayConfigRequest | null = gatewayRequest(form)
    if (!body) {
      setClientIdError('Client ID is required')
      return
    }
    setClientIdError(null)
    setSaving(true)
    setResult(null)
    try {
      const saved = await saveGatewayConfig(body)
      config.setData(saved)
      setForm({ clientId: saved.clientId, clientSecret: '', mode: saved.mode })
      setResult({ variant: 'success', text: PAYMENT_MESSAGES.configSaved })
      toast({ title: PAYMENT_MESSAGES.configSaved, variant: 'success' })
    } catch (err) {
      setResult({ variant: 'error', text: `${PAYMENT_MESSAGES.configSaveFailed}: ${errorMessage(err)}` })
      toast({ title: PAYMENT_MESSAGES.configSaveFailed, description: errorMessage(err), variant: 'error' })
    } finally {
      setSaving(false)
    }
  }

  async function testConnection() {
    setTesting(true)
    setResult(null)
    // Tests what is on the form; a blank secret means the stored one.
    const body: TestGatewayConnectionRequest = {
      mode: form.mode,
      ...(form.clientId.trim() ? { clientId: form.clientId.trim() } : {}),
      ...(form.clientSecret ? { clientSecret: form.clientSecret } : {}),
    }
    try {
      const answer = await testGatewayConnection(body)
      const text = answer.success
        ? PAYMENT_MESSAGES.connectionTestSucceeded
        : PAYMENT_MESSAGES.connectionTestFailed
      setResult({ variant: answer.success ? 'success' : 'error', text })
      toast({ title: text, variant: answer.success ? 'success' : 'error' })
    } catch (err) {
      setResult({ variant: 'error', text: PAYMENT_MESSAGES.connectionTestFailed })
      toast({
        title: PAYMENT_MESSAGES.connectionTestFailed,
        description: errorMessage(err),
        variant: 'error',
      })
    } finally {
      setTesting(false)
    }
  }

  return (
    <Page
      title={label}
      description="The PayPal account payments go through: client ID, secret and sandbox or live mode."
    >
      <ServerDataView
        state={config}
        loadingLabel="Loading the PayPal configuration…"
        loadingSize="page"
        errorTitle="The PayPal configuration could not be loaded"
      >
        {(stored) => (
          <Card title="PayPal configuration" headingLevel={2}>
            {stored.source === 'environment' ? (
              <p className="ui-page__description" style={{ marginBottom: 'var(--ui-space-4)' }}>
                Using the server&apos;s default credentials until you save a configuration here.
              </p>
            ) : null}
            <form onSubmit={(event) => void save(event)} noValidate className="ui-stack">
              <TextField
                label="Client ID"
                value={form.clientId}
                autoComplete="off"
                onChange={(event) => setForm({ ...form, clientId: event.target.value })}
                error={clientIdError}
              />
              <TextField
                label="Client secret"
                type="password"
                autoComplete="new-password"
                value={form.clientSecret}
                placeholder={stored.hasSecret ? 'Leave blank to keep the stored secret' : ''}
                hint={
                  stored.hasSecret
                    ? `Stored secret: ${stored.clientSecretMasked || '••••••••'}. Leave blank to keep it.`
                    : 'No secret stored yet.'
                }
                onChange={(event) => setForm({ ...form, clientSecret: event.target.value })}
              />
              <Select
                label="Mode"
                options={MODE_OPTIONS}
                value={form.mode}
                onChange={(event) => setForm({ ...form, mode: event.target.value as GatewayMode })}
              />
              <div aria-live="polite">
                {result ? <Alert variant={result.variant}>{result.text}</Alert> : null}
              </div>
              <div className="ui-row">
                <Button type="submit" loading={saving} loadingText="Saving…">
                  Save
                </Button>
                <Button
                  variant="secondary"
                  onClick={() => void testConnection()}
                  loading={testing}
                  loadingText="Testing…"
                >
                  Test connection
                </Button>
              </div>
            </form>
          </Card>
        )}
      </ServerDataView>
    </Page>
  )
}
