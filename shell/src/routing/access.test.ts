import { matchRoute, type AppRoute } from '@cosign/api'
import { decideAccess, decideForLocation, safeReturnTo, type SessionView } from './access.js'

const visitor: SessionView = { status: 'signed-out', role: null }
const loading: SessionView = { status: 'loading', role: null }
const renter: SessionView = { status: 'signed-in', role: 'RENTER' }
const cosigner: SessionView = { status: 'signed-in', role: 'COSIGNER' }
const admin: SessionView = { status: 'signed-in', role: 'ADMIN' }
const route = (path: string): AppRoute => {
  const found = matchRoute(path)
  if (!found) throw new Error(`no route ${path}`)
  return found
}

describe('decideAccess', () => {
  it('sends visitors on user routes to /login with the encoded return target, and waits while loading', () => {
    expect(decideAccess(route('/dashboard'), visitor, '/dashboard')).toEqual({
      kind: 'redirect',
      to: '/login?returnTo=%2Fdashboard',
    })
    expect(
      decideAccess(route('/contract-management'), visitor, '/contract-management?step=cosigner&contractId=1'),
    ).toEqual({
      kind: 'redirect',
      to: '/login?returnTo=%2Fcontract-management%3Fstep%3Dcosigner%26contractId%3D1',
    })
    expect(decideAccess(route('/dashboard'), loading, '/dashboard')).toEqual({ kind: 'wait' })
    expect(decideAccess(route('/dashboard'), renter, '/dashboard')).toEqual({ kind: 'allow' })
  })

  it('admin routes: visitors to /login, non-admins to /dashboard', () => {
    expect(decideAccess(route('/admin'), visitor, '/admin')).toEqual({ kind: 'redirect', to: '/login' })
    expect(decideAccess(route('/admin'), renter, '/admin')).toEqual({ kind: 'redirect', to: '/dashboard' })
    expect(decideAccess(route('/paypal-settings'), cosigner, '/paypal-settings')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    })
    expect(decideAccess(route('/admin'), admin, '/admin')).toEqual({ kind: 'allow' })
    expect(decideAccess(route('/admin'), loading, '/admin')).toEqual({ kind: 'wait' })
  })

  it('cosigner routes: cosigners pass (admins too where they may create contracts), renters go to /dashboard, visitors to /login', () => {
    expect(decideAccess(route('/contracts/new'), cosigner, '/contracts/new')).toEqual({ kind: 'allow' })
    expect(decideAccess(route('/contracts/new'), admin, '/contracts/new')).toEqual({ kind: 'allow' })
    expect(decideAccess(route('/renter-requests'), cosigner, '/renter-requests')).toEqual({ kind: 'allow' })
    // "Cosigner only": an admin would meet a page whose every call the server refuses.
    expect(decideAccess(route('/renter-requests'), admin, '/renter-requests')).toEqual({
      kind: 'redirect',
      to: '/admin',
    })
    expect(decideAccess(route('/renter-requests'), renter, '/renter-requests')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    })
    expect(decideAccess(route('/contracts/new'), renter, '/contracts/new')).toEqual({
      kind: 'redirect',
      to: '/dashboard',
    })
    expect(decideAccess(route('/contracts/new'), visitor, '/contracts/new')).toEqual({
      kind: 'redirect',
      to: '/login?returnTo=%2Fcontracts%2Fnew',
    })
  })

  it('guest routes send signed-in users away: login to /dashboard, signup to /user-type-selection', () => {
    expect(decideAccess(route('/login'), renter, '/login')).toEqual({ kind: 'redirect', to: '/dashboard' })
    expect(decideAccess(route('/login'), admin, '/login')).toEqual({ kind: 'redirect', to: '/admin' })
    expect(decideAccess(route('/signup'), admin, '/signup')).toEqual({ kind: 'redirect', to: '/admin' })
    expect(decideAccess(route('/signup'), renter, '/signup')).toEqual({
      kind: 'redirect',
      to: '/user-type-selection',
    })
    expect(decideAccess(route('/login'), visitor, '/login')).toEqual({ kind: 'allow' })
    expect(decideAccess(route('/login'), loading, '/login')).toEqual({ kind: 'wait' })
  })

  it('member routes: renters and cosigners pass, admins go to the back office, visitors to /login', () => {
    for (const path of [
      '/dashboard',
      '/user-type-selection',
      '/create-profile',
      '/profile/cosigner',
      '/profile/renter',
    ]) {
      expect(decideAccess(route(path), renter, path)).toEqual({ kind: 'allow' })
      expect(decideAccess(route(path), cosigner, path)).toEqual({ kind: 'allow' })
      expect(decideAccess(route(path), admin, path)).toEqual({ kind: 'redirect', to: '/admin' })
      expect(decideAccess(route(path), visitor, path)).toEqual({
        kind: 'redirect',
        to: `/login?returnTo=${encodeURIComponent(path)}`,
      })
    }
  })

  it('public routes never wait for the session', () => {
    expect(decideAccess(route('/'), loading, '/')).toEqual({ kind: 'allow' })
    expect(decideAccess(route('/listings'), loading, '/listings')).toEqual({ kind: 'allow' })
    expect(decideAccess(route('/profile/select-role'), visitor, '/profile/select-role')).toEqual({
      kind: 'allow',
    })
  })
})

describe('decideForLocation', () => {
  it('returns null for paths outside the route table (404)', () => {
    expect(decideForLocation('/nope', '', visitor)).toBeNull()
    expect(decideForLocation('/dashboard', '', visitor)?.route.app).toBe('mfe_renter')
  })
})

describe('safeReturnTo', () => {
  it('accepts known same-site paths with their query', () => {
    expect(safeReturnTo('/profile/renter')).toBe('/profile/renter')
    expect(safeReturnTo('/contract-management?step=cosigner&contractId=1')).toBe(
      '/contract-management?step=cosigner&contractId=1',
    )
  })
  it('refuses other origins, protocol tricks and unknown paths', () => {
    for (const bad of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/x',
      'javascript:alert(1)',
      '/nope',
      '',
      null,
      '/x\n',
    ]) {
      expect(safeReturnTo(bad)).toBeNull()
    }
  })
})
