import { displayName } from './format.js'

describe('displayName', () => {
  it('uses the first name, then the email prefix, then "User"', () => {
    expect(displayName({ firstName: 'Ann', email: 'x@y.z' })).toBe('Ann')
    expect(displayName({ firstName: '  ', email: 'renter.one@example.com' })).toBe('renter.one')
    expect(displayName({ firstName: '', email: '' })).toBe('User')
    expect(displayName(null)).toBe('User')
  })
})
