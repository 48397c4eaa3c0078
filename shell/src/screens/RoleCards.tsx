import type { SelfServiceRole } from '@cosign/api'

export const ROLE_CARDS: ReadonlyArray<{ role: SelfServiceRole; title: string; text: string }> = [
  { role: 'RENTER', title: 'Renter', text: 'I need a cosigner to get approved for my lease.' },
  { role: 'COSIGNER', title: 'Cosigner', text: 'I want to back leases as a cosigner and earn a fee.' },
]

/** Two large choice buttons (Renter / Cosigner). */
export function RoleCards({
  onChoose,
  disabled,
  busyRole,
  currentRole,
}: {
  onChoose: (role: SelfServiceRole) => void
  disabled?: boolean
  busyRole?: SelfServiceRole | null
  currentRole?: string | null
}) {
  return (
    <div className="ui-grid shell-role-cards">
      {ROLE_CARDS.map((card) => (
        <button
          key={card.role}
          type="button"
          className="ui-card ui-card--interactive shell-role-card"
          onClick={() => onChoose(card.role)}
          disabled={disabled}
          aria-busy={busyRole === card.role || undefined}
        >
          <span className="ui-card__title shell-role-card__title">{card.title}</span>
          <span className="shell-role-card__text">{card.text}</span>
          {currentRole === card.role ? (
            <span className="ui-badge ui-badge--success">Your current role</span>
          ) : null}
          {busyRole === card.role ? <span className="shell-role-card__text">Saving...</span> : null}
        </button>
      ))}
    </div>
  )
}
