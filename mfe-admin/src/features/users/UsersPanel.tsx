import { useState } from 'react'
import { ADMIN_USER_MESSAGES, ADMIN_USERS_SEARCH_MAX_LENGTH, type AdminUserDto } from '@cosign/api'
import { useServerData } from '@cosign/ui'
import type { DataTableColumn } from '@cosign/ui/data-table'
import { ROLE_FILTER_OPTIONS, replaceUser, usersQuery } from './users.js'
import { listUsers } from './users-api.js'
import { switchUserActive } from './switch-user-active.js'
import { AdminTablePanel } from '../../components/AdminTablePanel.js'
import { useListFilters } from '../../components/use-list-filters.js'
import { useSearchAsYouType } from '../../components/use-search-as-you-type.js'
import { UserRow } from './UserRow.js'
import { TabLinkButton } from '../dashboard/index.js'
import '../../components/admin-payments.css'
import '../../components/switch.css'
import './users.css'

const USER_COLUMNS: readonly DataTableColumn[] = ['Name', 'Email', 'Role', 'Joined', 'Active']

/** The admin "users" tab: every account with search, role filter and paging, and an active switch per user. */
export function UsersPanel() {
  const listFilters = useListFilters({ search: '', role: '' })
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())
  const trimmed = (input: string) => input.trim()
  // Search as the admin types, once typing pauses (Enter or the Search button applies it at once).
  useSearchAsYouType(listFilters.searchInput, (input) => listFilters.setFilter('search', trimmed(input)))

  const query = usersQuery(listFilters.filters)
  const users = useServerData(['admin.users', query], (signal) => listUsers(query, signal), {
    keepPrevious: true,
  })

  async function toggle(user: AdminUserDto, isActive: boolean) {
    if (pending.has(user.id)) return
    setPending((current) => new Set(current).add(user.id))
    try {
      const updated = await switchUserActive(user.id, isActive)
      if (updated) users.setData((current) => ({ ...current, items: replaceUser(current.items, updated) }))
    } finally {
      setPending((current) => {
        const next = new Set(current)
        next.delete(user.id)
        return next
      })
    }
  }

  return (
    <AdminTablePanel
      cardTitle="Users"
      noun="user"
      header={
        <p className="ui-page__description adm-users__intro">
          Every account, newest first. Switching a user off signs them out at once and refuses their next login;
          admin accounts always stay active.
        </p>
      }
      search={listFilters.search(
        { label: 'Search users', placeholder: 'Email or name', maxLength: ADMIN_USERS_SEARCH_MAX_LENGTH, formLabel: 'Users' },
        trimmed,
      )}
      filters={[listFilters.filter('Role', ROLE_FILTER_OPTIONS, 'role')]}
      narrowed={listFilters}
      list={users}
      errorTitle={ADMIN_USER_MESSAGES.fetchFailed}
      empty={{
        description: 'Accounts appear here once people sign up; the Clients tab will list their profiles.',
        action: <TabLinkButton tab="clients">Open Clients</TabLinkButton>,
      }}
      columns={USER_COLUMNS}
      row={(user) => (
        <UserRow
          key={user.id}
          user={user}
          busy={pending.has(user.id)}
          onToggle={(isActive) => void toggle(user, isActive)}
        />
      )}
      onPage={listFilters.setPage}
    />
  )
}
