import { signupRole } from './validation.js'

describe('signupRole: the role chosen at sign-up is not asked again', () => {
  it('goes on with the role the account was created with', () => {
    expect(signupRole('renter', 'RENTER')).toBe('RENTER')
    expect(signupRole('cosigner', 'COSIGNER')).toBe('COSIGNER')
  })

  it('asks when the query names no role, another role than the account has, or an admin role', () => {
    expect(signupRole(null, 'RENTER')).toBeNull()
    expect(signupRole('cosigner', 'RENTER')).toBeNull()
    expect(signupRole('admin', 'ADMIN')).toBeNull()
    expect(signupRole('renter', undefined)).toBeNull()
  })
})
