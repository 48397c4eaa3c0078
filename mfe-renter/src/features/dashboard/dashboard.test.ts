import { creditScoreLabel, dashboardSubtitle, profileStatusLabel, roleLabel } from './dashboard.js'

describe('dashboard labels', () => {
  it('names the dashboard by role', () => {
    expect(dashboardSubtitle('RENTER')).toBe('Renter Dashboard')
    expect(dashboardSubtitle('COSIGNER')).toBe('Cosigner Dashboard')
    expect(dashboardSubtitle('ADMIN')).toBe('User Dashboard')
    expect(dashboardSubtitle(null)).toBe('User Dashboard')
    expect(roleLabel(undefined)).toBe('User')
  })

  it('shows profile status and credit score as the spec words them', () => {
    expect(profileStatusLabel({ profileCompleted: true })).toBe('Complete')
    expect(profileStatusLabel({ profileCompleted: false })).toBe('Basic')
    expect(creditScoreLabel(0)).toBe('Not Set')
    expect(creditScoreLabel(712)).toBe('712 · Good')
  })
})
