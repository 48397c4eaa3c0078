import { ACCOUNT_PRIVACY_MESSAGES, MESSAGES } from '@cosign/api'
import { roleFromQuery, validateLogin, validateNewPassword, validateSignup, type SignupForm } from './validation.js'

const valid: SignupForm = {
  firstName: 'Ann',
  lastName: '',
  email: 'ann@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  role: 'RENTER',
  acceptTerms: true,
}

describe('form validation', () => {
  it('accepts a complete sign-up', () => {
    expect(validateSignup(valid)).toEqual({})
  })

  it('uses the spec messages for password rules', () => {
    expect(validateSignup({ ...valid, password: 'abc', confirmPassword: 'abc' }).password).toBe(
      'Password must be at least 6 characters',
    )
    expect(validateSignup({ ...valid, confirmPassword: 'secret2' }).confirmPassword).toBe(
      'Passwords do not match',
    )
  })

  it('requires the terms checkbox (issue 30)', () => {
    expect(validateSignup({ ...valid, acceptTerms: false })).toEqual({
      acceptTerms: ACCOUNT_PRIVACY_MESSAGES.termsRequired,
    })
  })

  it('requires an email and a role; names are optional (they default to empty)', () => {
    const errors = validateSignup({ ...valid, email: 'not-an-email', firstName: ' ', role: '' })
    expect(Object.keys(errors).sort()).toEqual(['email', 'role'])
    expect(validateSignup({ ...valid, firstName: '', lastName: '' })).toEqual({})
    expect(validateLogin({ email: '', password: '' })).toEqual({
      email: 'Email is required',
      password: 'Password is required',
    })
  })

  it('reads ?type= case-insensitively and ignores other values', () => {
    expect(roleFromQuery('renter')).toBe('RENTER')
    expect(roleFromQuery('COSIGNER')).toBe('COSIGNER')
    expect(roleFromQuery('admin')).toBe('')
    expect(roleFromQuery(null)).toBe('')
  })
})

describe('validateNewPassword (reset screen)', () => {
  it('asks for the sign-up length and a matching confirmation', () => {
    expect(validateNewPassword({ password: 'abc', confirmPassword: 'abc' })).toEqual({ password: MESSAGES.passwordTooShort })
    expect(validateNewPassword({ password: 'abcdef', confirmPassword: 'abcdeg' })).toEqual({
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    })
    expect(validateNewPassword({ password: 'abcdef', confirmPassword: 'abcdef' })).toEqual({})
  })
})
