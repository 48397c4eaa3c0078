import { matchRoute } from './routes.js'

test.each([
  ['/', 'mfe_marketing', 'Home'],
  ['/city/san-diego-california', 'mfe_marketing', 'City Page'],
  ['/profile/renter', 'mfe_renter', 'Create Profile'],
  ['/profile/cosigner', 'mfe_cosigner', 'Create Profile'],
  ['/profile/8f14e45f-ea2b-4c9a-9a5e-1c2d3e4f5a6b', 'mfe_renter', 'Profile Detail'],
  ['/profile/select-role', 'shell', 'Create Profile'],
  ['/admin', 'mfe_admin', 'Admin Dashboard'],
  ['/dashboard/', 'mfe_renter', 'Dashboard'],
])('%s belongs to %s', (path, app, label) => {
  expect(matchRoute(path)).toMatchObject({ app, label })
})

test('unknown paths have no route (404)', () => {
  expect(matchRoute('/nope')).toBeNull()
  expect(matchRoute('/city')).toBeNull()
  expect(matchRoute('/admin/extra/segments')).toBeNull()
})
