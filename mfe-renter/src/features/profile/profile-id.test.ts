import { isProfileId } from './profile-id.js'

describe('isProfileId', () => {
  it('accepts UUIDs and refuses anything else', () => {
    expect(isProfileId('3f2b8c1e-9a4d-4e5f-8a6b-1c2d3e4f5a6b')).toBe(true)
    expect(isProfileId('3F2B8C1E-9A4D-4E5F-8A6B-1C2D3E4F5A6B')).toBe(true)
    for (const bad of [
      'renter',
      '123',
      '3f2b8c1e9a4d4e5f8a6b1c2d3e4f5a6b',
      '3f2b8c1e-9a4d-4e5f-8a6b-1c2d3e4f5a6bx',
      '',
      undefined,
    ]) {
      expect(isProfileId(bad)).toBe(false)
    }
  })
})
