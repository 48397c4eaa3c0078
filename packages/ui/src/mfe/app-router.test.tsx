import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { MfeRoutes, type PageProps } from './app-router.js'

const Listings = ({ label }: PageProps) => <h1>{`listings page: ${label}`}</h1>
const Detail = ({ label }: PageProps) => <h1>{`detail page: ${label}`}</h1>
const pageByPath = { '/listings': Listings, '/profile/:id': Detail }

const renderAt = (url: string) =>
  renderToString(
    <MemoryRouter initialEntries={[url]}>
      <MfeRoutes app="mfe_renter" pageByPath={pageByPath} />
    </MemoryRouter>,
  )

test("renders the route's page with the route table's label", () => {
  expect(renderAt('/listings')).toContain('listings page: Listings')
  expect(renderAt('/profile/0b6c7f1e-1111-4111-8111-111111111111')).toContain('detail page: Profile')
})

test("renders nothing for another app's URL, even one its own patterns would match", () => {
  // /profile/cosigner belongs to mfe_cosigner although /profile/:id would match it here.
  expect(renderAt('/profile/cosigner')).not.toContain('page:')
  expect(renderAt('/admin')).not.toContain('page:')
})

test('a route served by role renders only in the app that serves the viewer', () => {
  const Contracts = ({ label }: PageProps) => <h1>{`contracts page: ${label}`}</h1>
  const renderAs = (app: 'mfe_renter' | 'mfe_cosigner' | 'mfe_admin', role: 'RENTER' | 'COSIGNER' | 'ADMIN' | null) =>
    renderToString(
      <MemoryRouter initialEntries={['/contracts']}>
        <MfeRoutes app={app} role={role} pageByPath={{ '/contracts': Contracts }} />
      </MemoryRouter>,
    )
  expect(renderAs('mfe_renter', 'RENTER')).toContain('contracts page')
  expect(renderAs('mfe_cosigner', 'RENTER')).not.toContain('contracts page')
  expect(renderAs('mfe_cosigner', 'COSIGNER')).toContain('contracts page')
  expect(renderAs('mfe_admin', 'ADMIN')).toContain('contracts page')
  expect(renderAs('mfe_cosigner', 'ADMIN')).not.toContain('contracts page')
  expect(renderAs('mfe_renter', 'COSIGNER')).not.toContain('contracts page')
})
