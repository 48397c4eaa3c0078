import type { AdminClientDto } from '@cosign/api'
import { Badge, creditScoreWithRating } from '@cosign/ui'
import { clientName, monthlyIncome, profileStatusLabel, profileStatusVariant } from './clients.js'

// Styles: clients.css, imported by ClientsPanel (this file stays importable by Node tests, which cannot load CSS).

/**
 * One client in a sub-tab's list: the whole card is a button that opens the client profile, named by what it
 * shows (the client's name first, then the details), so the visible text is the name (WCAG 2.5.3, axe
 * label-content-name-mismatch). `data-client-id` lets focus come back to it.
 */
export function ClientCard({ client, onOpen }: { client: AdminClientDto; onOpen: () => void }) {
  const name = clientName(client)
  return (
    <button
      type="button"
      className="ui-card ui-card--interactive adm-client-card"
      data-client-id={client.id}
      onClick={onOpen}
    >
      <span className="adm-client-card__name">{name}</span>
      <span className="adm-client-card__details">
        {name !== client.email ? <span className="adm-client-card__email">{client.email}</span> : null}
        <span className="adm-client-card__badges">
          <Badge variant={profileStatusVariant(client.profileStatus)}>
            {profileStatusLabel(client.profileStatus)}
          </Badge>
          {client.isActive ? null : <Badge variant="danger">Inactive account</Badge>}
        </span>
        <span>Credit score: {creditScoreWithRating(client.creditScore, 'Not set')}</span>
        <span>Income: {monthlyIncome(client.monthlyIncomeCents)}</span>
        {client.location ? <span>Location: {client.location}</span> : null}
      </span>
      <span className="adm-client-card__action" aria-hidden="true">
        View profile →
      </span>
    </button>
  )
}
