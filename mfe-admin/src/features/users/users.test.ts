import type { AdminUserDto } from '@cosign/api'
import {
  ROLE_FILTER_OPTIONS,
  canToggle,
  fullName,
  replaceUser,
  roleLabel,
  switchLabel,
  usersQuery,
} from './users.js'

const user = (over: Partial<AdminUserDto> = {}): AdminUserDto => ({
  id: 'u1',
  email: 'rita@example.com',
  firstName: 'Rita',
  lastName: 'Renter',
  role: 'RENTER',
  isActive: true,
  createdAt: '2025-01-01T00:00:00.000Z',
  ...over,
})

describe('admin users helpers', () => {
  it('builds the list query without blank filters, always with a page', () => {
    expect(usersQuery({ search: '  ', role: '', page: 1 })).toEqual({ page: 1, pageSize: 25 })
    expect(usersQuery({ search: ' Rita ', role: 'COSIGNER', page: 3 })).toEqual({
      search: 'Rita',
      role: 'COSIGNER',
      page: 3,
      pageSize: 25,
    })
    expect(usersQuery({ search: '', role: 'renter', page: 0 })).toEqual({ page: 1, pageSize: 25 })
    expect(usersQuery({ search: 'x'.repeat(150), role: '', page: 1 }).search).toHaveLength(100)
  })

  it('offers every role in the filter, after "All roles"', () => {
    expect(ROLE_FILTER_OPTIONS.map((o) => o.value)).toEqual(['', 'RENTER', 'COSIGNER', 'ADMIN'])
    expect(ROLE_FILTER_OPTIONS.map((o) => o.label)).toEqual(['All roles', 'Renters', 'Cosigners', 'Admins'])
    expect(roleLabel('ADMIN')).toBe('Admin')
    expect(roleLabel('USER')).toBe('User')
  })

  it('lets only non-admin accounts be switched', () => {
    expect(canToggle(user())).toBe(true)
    expect(canToggle(user({ role: 'COSIGNER' }))).toBe(true)
    expect(canToggle(user({ role: 'ADMIN' }))).toBe(false)
  })

  it('names rows and switches', () => {
    expect(fullName(user())).toBe('Rita Renter')
    expect(fullName(user({ firstName: '', lastName: '' }))).toBe('—')
    expect(switchLabel(user())).toBe('Active: rita@example.com')
  })

  it('replaces one user with the server answer', () => {
    const a = user()
    const b = user({ id: 'u2', email: 'b@example.com' })
    const updated = replaceUser([a, b], { ...b, isActive: false })
    expect(updated).toEqual([a, { ...b, isActive: false }])
  })
})
