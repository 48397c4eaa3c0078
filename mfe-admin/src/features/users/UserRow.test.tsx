import { renderToString } from 'react-dom/server'
import type { AdminUserDto } from '@cosign/api'
import { UserRow } from './UserRow.js'

const user = (over: Partial<AdminUserDto> = {}): AdminUserDto => ({
  id: 'u1',
  email: 'rita@example.com',
  firstName: 'Rita',
  lastName: 'Renter',
  role: 'RENTER',
  isActive: true,
  createdAt: '2025-01-05T15:04:00.000Z',
  ...over,
})
const row = (u: AdminUserDto, busy = false) =>
  renderToString(
    <table>
      <tbody>
        <UserRow user={u} busy={busy} onToggle={() => {}} />
      </tbody>
    </table>,
  )

test('draws the limited columns and a labelled switch that shows the active flag', () => {
  const html = row(user())
  expect(html).toContain('Rita Renter')
  expect(html).toContain('rita@example.com')
  expect(html).toContain('Renter')
  expect(html).toMatch(/<input type="checkbox" role="switch"[^>]*aria-label="Active: rita@example.com"/)
  expect(html).toMatch(/checked=""/)
  expect(html).not.toMatch(/disabled=""/)
  expect(row(user({ isActive: false }))).not.toMatch(/checked=""/)
  expect(row(user({ isActive: false }))).toContain('Inactive')
})

test('locks the switch while its request runs', () => {
  const html = row(user(), true)
  expect(html).toMatch(/disabled=""/)
  expect(html).toContain('aria-busy="true"')
})

test('admin rows cannot be switched and say why', () => {
  const html = row(user({ role: 'ADMIN', email: 'boss@example.com' }))
  expect(html).toMatch(/disabled=""/)
  expect(html).toContain('Admin accounts cannot be deactivated.')
  expect(html).toMatch(/aria-describedby="[^"]+"/)
})
