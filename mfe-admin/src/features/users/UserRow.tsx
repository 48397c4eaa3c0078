import { useId } from 'react'
import type { AdminUserDto } from '@cosign/api'
import { canToggle, fullName, roleLabel, switchLabel } from './users.js'
import { DateTimeCell } from '../../components/DateTimeCell.js'

// Styles: users.css, imported by UsersPanel (this file stays importable by Node tests, which cannot load CSS).

/** One account: its details and an accessible switch ("Active: <email>"), locked while its request runs. */
export function UserRow({
  user,
  busy,
  onToggle,
}: {
  user: AdminUserDto
  busy: boolean
  onToggle: (isActive: boolean) => void
}) {
  const noteId = useId()
  const toggleable = canToggle(user)
  return (
    <tr data-testid="user-row">
      <td>{fullName(user)}</td>
      <td className="adm-users__email">{user.email}</td>
      <td>{roleLabel(user.role)}</td>
      <DateTimeCell at={user.createdAt} />
      <td className="adm-users__active">
        <label className="adm-switch">
          <input
            type="checkbox"
            role="switch"
            className="adm-switch__input"
            aria-label={switchLabel(user)}
            aria-describedby={toggleable ? undefined : noteId}
            aria-busy={busy || undefined}
            checked={user.isActive}
            disabled={busy || !toggleable}
            onChange={(event) => onToggle(event.target.checked)}
          />
          <span className="adm-switch__text" aria-hidden="true">
            {user.isActive ? 'Active' : 'Inactive'}
          </span>
        </label>
        {toggleable ? null : (
          <span id={noteId} className="ui-visually-hidden">
            Admin accounts cannot be deactivated.
          </span>
        )}
      </td>
    </tr>
  )
}
