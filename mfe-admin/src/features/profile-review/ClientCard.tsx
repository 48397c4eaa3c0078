import { useId } from 'react'
import type { AdminClientDto } from '@cosign/contracts'
import { Badge, creditScoreWithRating } from '@cosign/ui'
import { clientName, monthlyIncome, profileStatusLabel, profileStatusVariant } from './clients.js'

// Styles: clients.css, imported by ClientsPanel (this file stays importable by Node tests, which cannot load CSS).

/**
 * One client in a sub-tab's list: the whole card is a button named after the client (its details are the
 * button's description) that opens the client profile. `data-client-id` lets focus come back to it.
 */
export function ClientCard({ client, onOpen }: { client: AdminClientDto; onOpen: () => void }) {
  const id = useId()
  const name = clientName(client)
  return (
    <button
      type="button"
      className="ui-card ui-card--interactive adm-client-card"
      data-client-id={client.id}
      aria-labelledby={`${id}-name`}
      aria-describedby={`${id}-details`}
      onClick={onOpen}
    >
      <span id={`${id}-name`} className="adm-client-card__name">
        {name}
      </span>
      <span id={`${id}-details`} className="adm-client-card__details">
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
