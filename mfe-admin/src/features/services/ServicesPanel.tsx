import { useId, useRef, useState, type FormEvent, type RefObject } from 'react'
import { PAYMENT_MESSAGES, parseDollarsToCents, type ServiceDto } from '@cosign/api'
import {
  Alert,
  Badge,
  Button,
  Card,
  ServerDataView,
  TextField,
  errorMessage,
  formatUsd,
  toast,
  useServerData,
} from '@cosign/ui'
import { DataTable, type DataTableColumn } from '@cosign/ui/data-table'
import { centsToDollarInput, serviceFormToRequest } from '../transactions/index.js'
import { createService, listServices, updateServicePrice } from './services-api.js'
import { AddFirstEmptyState } from '../../components/EmptyStateActions.js'
import '../../components/admin-payments.css'

const SERVICE_COLUMNS: readonly DataTableColumn[] = [
  'Service',
  'Description',
  { label: 'Price', numeric: true },
  'Status',
  'Actions',
]

/** The admin "services" tab: platform prices, a create form and inline price edit. Prices are entered in dollars. */
export function ServicesPanel() {
  const services = useServerData('admin.services', listServices)
  // The empty list's action starts the create form above it.
  const nameField = useRef<HTMLInputElement>(null)

  function replace(service: ServiceDto) {
    services.setData((items) => items.map((item) => (item.id === service.id ? service : item)))
  }

  return (
    <div className="ui-stack adm-panel">
      <CreateServiceForm nameField={nameField} onCreated={() => void services.reload()} />
      <Card title="Services" headingLevel={2}>
        <ServerDataView
          state={services}
          loadingLabel="Loading services…"
          errorTitle="Error loading services"
          errorBody={PAYMENT_MESSAGES.servicesFetchFailed}
          empty={
            <AddFirstEmptyState
              title="No services yet"
              description="Users pay only for listed services: create the first one with its name and price."
              actionLabel="Create a service"
              firstField={nameField}
            />
          }
        >
          {(items) => (
            <DataTable label="Services table" columns={SERVICE_COLUMNS}>
              {items.map((service) => (
                <ServiceRow key={service.id} service={service} onUpdated={replace} />
              ))}
            </DataTable>
          )}
        </ServerDataView>
      </Card>
    </div>
  )
}

function CreateServiceForm({ nameField, onCreated }: { nameField: RefObject<HTMLInputElement | null>; onCreated: () => void }) {
  const [form, setForm] = useState({ name: '', price: '', description: '' })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = serviceFormToRequest(form)
    if (!parsed.ok) {
      setError(parsed.message)
      return
    }
    setError(null)
    setBusy(true)
    try {
      await createService(parsed.request)
      toast({ title: PAYMENT_MESSAGES.serviceCreated, variant: 'success' })
      setForm({ name: '', price: '', description: '' })
      onCreated()
    } catch (err) {
      const message = errorMessage(err)
      setError(`${PAYMENT_MESSAGES.serviceCreateFailed}: ${message}`)
      toast({ title: PAYMENT_MESSAGES.serviceCreateFailed, description: message, variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card title="Create service" headingLevel={2}>
      <form onSubmit={(event) => void submit(event)} noValidate className="ui-stack">
        <div className="ui-grid">
          <TextField
            ref={nameField}
            label="Service name"
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
            maxLength={100}
          />
          <TextField
            label="Price (USD)"
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            value={form.price}
            onChange={(event) => setForm({ ...form, price: event.target.value })}
          />
          <TextField
            label="Description (optional)"
            value={form.description}
            onChange={(event) => setForm({ ...form, description: event.target.value })}
            maxLength={500}
          />
        </div>
        <div aria-live="polite">{error ? <Alert variant="error">{error}</Alert> : null}</div>
        <div>
          <Button type="submit" loading={busy} loadingText="Creating…">
            Create service
          </Button>
        </div>
      </form>
    </Card>
  )
}

function ServiceRow({
  service,
  onUpdated,
}: {
  service: ServiceDto
  onUpdated: (service: ServiceDto) => void
}) {
  const priceId = useId()
  const [editing, setEditing] = useState(false)
  const [price, setPrice] = useState(centsToDollarInput(service.priceCents))
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  async function save(event: FormEvent) {
    event.preventDefault()
    const priceCents = parseDollarsToCents(price)
    if (priceCents === null || priceCents <= 0) {
      setError('Enter a price above $0.00 with at most 2 decimals')
      return
    }
    setError(null)
    setBusy(true)
    try {
      const updated = await updateServicePrice(service.id, priceCents)
      toast({ title: PAYMENT_MESSAGES.serviceUpdated, variant: 'success' })
      onUpdated(updated)
      setEditing(false)
    } catch (err) {
      const message = errorMessage(err)
      setError(message)
      toast({ title: PAYMENT_MESSAGES.serviceUpdateFailed, description: message, variant: 'error' })
    } finally {
      setBusy(false)
    }
  }

  return (
    <tr data-testid="service-row">
      <td>{service.name}</td>
      <td>{service.description || '—'}</td>
      <td className="ui-table__num">
        {editing ? (
          <form id={`${priceId}-form`} onSubmit={(event) => void save(event)} noValidate>
            <label className="ui-visually-hidden" htmlFor={priceId}>
              Price of {service.name} (USD)
            </label>
            <input
              id={priceId}
              className="ui-input"
              type="number"
              inputMode="decimal"
              min="0.01"
              step="0.01"
              style={{ width: 120 }}
              value={price}
              onChange={(event) => setPrice(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${priceId}-error` : undefined}
              autoFocus
            />
            {error ? (
              <span
                id={`${priceId}-error`}
                className="ui-field__error"
                role="alert"
                style={{ display: 'block' }}
              >
                {error}
              </span>
            ) : null}
          </form>
        ) : (
          formatUsd(service.priceCents)
        )}
      </td>
      <td>
        <Badge variant={service.isActive ? 'success' : 'neutral'}>
          {service.isActive ? 'Active' : 'Inactive'}
        </Badge>
      </td>
      <td>
        {editing ? (
          <div className="ui-row" style={{ flexWrap: 'nowrap' }}>
            <Button size="sm" type="submit" form={`${priceId}-form`} loading={busy} loadingText="Saving…">
              Save
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={busy}
              onClick={() => {
                setEditing(false)
                setError(null)
                setPrice(centsToDollarInput(service.priceCents))
              }}
            >
              Cancel
            </Button>
          </div>
        ) : (
          <Button
            size="sm"
            variant="ghost"
            aria-label={`Edit price of ${service.name}`}
            onClick={() => {
              setPrice(centsToDollarInput(service.priceCents))
              setEditing(true)
            }}
          >
            Edit price
          </Button>
        )}
      </td>
    </tr>
  )
}
