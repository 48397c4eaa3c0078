import { useEffect, useState, type FormEvent } from 'react'
import { ADMIN_USER_MESSAGES, ADMIN_USERS_SEARCH_MAX_LENGTH, type AdminUserDto } from '@cosign/api'
import {
  Button,
  Card,
  DataTable,
  EmptyState,
  Select,
  ServerDataView,
  TextField,
  errorMessage,
  toast,
  useServerData,
  type DataTableColumn,
} from '@cosign/ui'
import { ROLE_FILTER_OPTIONS, replaceUser, usersQuery } from './users.js'
import { listUsers, setUserActive } from './users-api.js'
import { Pager } from '../../components/Pager.js'
import { UserRow } from './UserRow.js'
import '../../components/admin-payments.css'
import '../../components/switch.css'
import './users.css'

const USER_COLUMNS: readonly DataTableColumn[] = ['Name', 'Email', 'Role', 'Joined', 'Active']
const SEARCH_DELAY_MS = 300

/** The admin "users" tab: every account with search, role filter and paging, and an active switch per user. */
export function UsersPanel() {
  const [searchInput, setSearchInput] = useState('')
  const [search, setSearch] = useState('')
  const [role, setRole] = useState('')
  const [page, setPage] = useState(1)
  const [pending, setPending] = useState<ReadonlySet<string>>(new Set())

  // Search as the admin types, once typing pauses (Enter or the Search button applies it at once).
  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchInput.trim())
      setPage(1)
    }, SEARCH_DELAY_MS)
    return () => clearTimeout(timer)
  }, [searchInput])

  const query = usersQuery({ search, role, page })
  const users = useServerData(['admin.users', query], (signal) => listUsers(query, signal), {
    keepPrevious: true,
  })

  function applySearch(event: FormEvent) {
    event.preventDefault()
    setSearch(searchInput.trim())
    setPage(1)
  }

  async function toggle(user: AdminUserDto, isActive: boolean) {
    if (pending.has(user.id)) return
    setPending((current) => new Set(current).add(user.id))
    try {
      const answer = await setUserActive(user.id, isActive)
      users.setData((current) => ({ ...current, items: replaceUser(current.items, answer.user) }))
      toast({ title: ADMIN_USER_MESSAGES.statusUpdated, variant: 'success' })
    } catch (err) {
      toast({
        title: ADMIN_USER_MESSAGES.statusUpdateFailed,
        description: errorMessage(err),
        variant: 'error',
      })
    } finally {
      setPending((current) => {
        const next = new Set(current)
        next.delete(user.id)
        return next
      })
    }
  }

  return (
    <div className="ui-stack adm-panel">
      <Card title="Users" headingLevel={2}>
        <p className="ui-page__description adm-users__intro">
          Every account, newest first. Switching a user off signs them out at once and refuses their
          next login; admin accounts always stay active.
        </p>
        <form className="adm-toolbar" onSubmit={applySearch} role="search" aria-label="Users">
          <TextField
            label="Search users"
            type="search"
            placeholder="Email or name"
            maxLength={ADMIN_USERS_SEARCH_MAX_LENGTH}
            value={searchInput}
            onChange={(event) => setSearchInput(event.target.value)}
          />
          <Select
            label="Role"
            options={ROLE_FILTER_OPTIONS}
            value={role}
            onChange={(event) => {
              setRole(event.target.value)
              setPage(1)
            }}
          />
          <div className="ui-row">
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </div>
        </form>

        <ServerDataView
          state={users}
          loadingLabel="Loading users…"
          errorTitle={ADMIN_USER_MESSAGES.fetchFailed}
          isEmpty={(data) => data.items.length === 0}
          empty={
            <EmptyState
              headingLevel={3}
              title="No users found"
              description={
                search || role
                  ? 'Try another search or role.'
                  : 'Accounts will appear here once people sign up.'
              }
            />
          }
        >
          {(data) => (
            <>
              <DataTable label="Users table" columns={USER_COLUMNS}>
                {data.items.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    busy={pending.has(user.id)}
                    onToggle={(isActive) => void toggle(user, isActive)}
                  />
                ))}
              </DataTable>
              <Pager
                label="Users pages"
                page={data.page}
                total={data.total}
                pageSize={data.pageSize}
                summary={`${data.total} user${data.total === 1 ? '' : 's'}`}
                onPage={setPage}
              />
            </>
          )}
        </ServerDataView>
      </Card>
    </div>
  )
}
