import { appForRoute, appsOfRoute, matchRoute } from './routes.js'

test.each([
  ['/', 'mfe_marketing', 'Home'],
  // User-facing names in the page-title bar, not the spec's internal ones (issue 27).
  ['/renter', 'mfe_marketing', 'For Renters'],
  ['/cosigner', 'mfe_marketing', 'For Cosigners'],
  ['/city/san-diego-california', 'mfe_marketing', 'Find a Cosigner'],
  ['/profile/renter', 'mfe_renter', 'Your Profile'],
  ['/profile/cosigner', 'mfe_cosigner', 'Your Profile'],
  ['/profile/8f14e45f-ea2b-4c9a-9a5e-1c2d3e4f5a6b', 'mfe_renter', 'Profile'],
  ['/profile/select-role', 'shell', 'Create Profile'],
  ['/admin', 'mfe_admin', 'Admin Dashboard'],
  ['/dashboard/', 'mfe_renter', 'Dashboard'],
  // Checkout serves renters and cosigners alike: the shell's screens, not a role's micro-frontend (issue 16).
  ['/payment', 'shell', 'Payment'],
  ['/payments', 'shell', 'Payment'],
  ['/success', 'shell', 'Payment Success'],
  ['/cancel', 'shell', 'Payment Cancel'],
])('%s belongs to %s', (path, app, label) => {
  expect(matchRoute(path)).toMatchObject({ app, label })
})

test('unknown paths have no route (404)', () => {
  expect(matchRoute('/nope')).toBeNull()
  expect(matchRoute('/city')).toBeNull()
  expect(matchRoute('/admin/extra/segments')).toBeNull()
})

test('/contracts is served by role: renters and others by mfe_renter, cosigners by mfe_cosigner, admins by mfe_admin', () => {
  const route = matchRoute('/contracts')!
  expect(appForRoute(route, 'RENTER')).toBe('mfe_renter')
  expect(appForRoute(route, 'COSIGNER')).toBe('mfe_cosigner')
  expect(appForRoute(route, 'ADMIN')).toBe('mfe_admin')
  expect(appForRoute(route, null)).toBe('mfe_renter')
  expect(appsOfRoute(route).sort()).toEqual(['mfe_admin', 'mfe_cosigner', 'mfe_renter'])
  expect(appForRoute(matchRoute('/dashboard')!, 'COSIGNER')).toBe('mfe_renter')
})

test.each(['/contracts/8f14e45f-ea2b-4c9a-9a5e-1c2d3e4f5a6b', '/contract-management', '/chat', '/ledger', '/documents', '/support'])(
  "%s (a screen every signed-in role uses) is mounted by each role's own app",
  (path) => {
    const route = matchRoute(path)!
    expect(appForRoute(route, 'RENTER')).toBe('mfe_renter')
    expect(appForRoute(route, 'COSIGNER')).toBe('mfe_cosigner')
    expect(appForRoute(route, 'ADMIN')).toBe('mfe_admin')
    expect(appForRoute(route, null)).toBe('mfe_renter')
  },
)

test("/contracts/new is the cosigner's form in mfe_cosigner and the admin's in mfe_admin", () => {
  const route = matchRoute('/contracts/new')!
  expect(appForRoute(route, 'COSIGNER')).toBe('mfe_cosigner')
  expect(appForRoute(route, 'ADMIN')).toBe('mfe_admin')
})

test('/contracts/new is the creation form, any other id the contract screen', () => {
  expect(matchRoute('/contracts/new')).toMatchObject({ app: 'mfe_cosigner', access: 'cosigner-or-admin' })
  expect(matchRoute('/contracts/8f14e45f-ea2b-4c9a-9a5e-1c2d3e4f5a6b')).toMatchObject({
    path: '/contracts/:id',
    app: 'mfe_renter',
  })
})
