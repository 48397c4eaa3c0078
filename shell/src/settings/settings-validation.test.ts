import { MESSAGES, SETTINGS_MESSAGES } from '@cosign/api'
import { validateEmailChange, validateName, validatePasswordChange } from './settings-validation.js'

describe('settings validation', () => {
  it('needs both names, not blank', () => {
    expect(validateName({ firstName: ' ', lastName: 'Lopez' })).toEqual({ firstName: SETTINGS_MESSAGES.nameRequired })
    expect(validateName({ firstName: 'Rena', lastName: 'Lopez' })).toEqual({})
  })

  it('needs the current password and a matching new one of the minimum length', () => {
    expect(validatePasswordChange({ currentPassword: '', password: 'abc', confirmPassword: 'abd' })).toEqual({
      currentPassword: 'Current password is required',
      password: MESSAGES.passwordTooShort,
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    })
    expect(validatePasswordChange({ currentPassword: 'old-pass', password: 'new-pass', confirmPassword: 'new-pass' })).toEqual({})
  })

  it('refuses a malformed or unchanged address', () => {
    expect(validateEmailChange({ newEmail: 'nope', currentPassword: 'x' }, 'a@b.co').newEmail).toBe(MESSAGES.invalidEmail)
    expect(validateEmailChange({ newEmail: ' A@b.co ', currentPassword: 'x' }, 'a@b.co').newEmail).toBe(SETTINGS_MESSAGES.sameEmail)
    expect(validateEmailChange({ newEmail: 'c@d.co', currentPassword: '' }, 'a@b.co')).toEqual({
      currentPassword: 'Current password is required',
    })
  })
})
