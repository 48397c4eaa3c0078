import { creditScoreLabel, dashboardSubtitle, profileStatusLabel, profileStatusView, roleLabel } from './dashboard.js'

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

describe('profile status beside the Active/Inactive badge', () => {
  const user = { profileCompleted: true }
  it('says a paid cosigner profile is waiting for review instead of a bare "Complete"', () => {
    const view = profileStatusView({ profileStatus: 'Complete', cosignerProfileStatus: 'pending_review' }, user)
    expect(view.value).toBe('Complete: waiting for review')
    expect(view.note).toMatch(/waiting for an admin to review/)
  })
  it('explains rejected and unpaid profiles, and keeps the spec words otherwise', () => {
    expect(profileStatusView({ profileStatus: 'Complete', cosignerProfileStatus: 'rejected' }, user).value).toBe('Not approved')
    expect(profileStatusView({ profileStatus: 'Basic', cosignerProfileStatus: 'awaiting_payment' }, user).value).toMatch(/^Basic/)
    expect(profileStatusView({ profileStatus: 'Complete', cosignerProfileStatus: 'approved' }, user)).toEqual({ value: 'Complete', note: null })
    expect(profileStatusView({ profileStatus: 'Complete', cosignerProfileStatus: null }, user)).toEqual({ value: 'Complete', note: null })
    expect(profileStatusView(null, { profileCompleted: false })).toEqual({ value: 'Basic', note: null })
  })
})
