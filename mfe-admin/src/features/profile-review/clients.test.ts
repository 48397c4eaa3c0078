import type { AdminClientDto } from '@cosign/api'
import {
  CLIENT_TABS,
  budgetLabel,
  clientCount,
  clientName,
  clientsQuery,
  listOrNone,
  monthlyIncome,
  openClientId,
  optionLabel,
  profileStatusLabel,
  profileStatusVariant,
  tabById,
  tabLabel,
  tabOfKind,
  withOpenClient,
} from './clients.js'

const ID = '0b8e2f3a-5c4d-4e6f-8a7b-9c0d1e2f3a4b'
const client = (over: Partial<AdminClientDto> = {}): AdminClientDto => ({
  id: ID,
  kind: 'cosigner',
  name: 'Penny Pendleton',
  email: 'penny@example.com',
  location: 'Tacoma, WA',
  creditScore: 702,
  monthlyIncomeCents: 640_000,
  profileStatus: 'pending_review',
  profileId: 'p1',
  isActive: true,
  createdAt: '2025-01-05T15:04:00.000Z',
  ...over,
})

describe('admin clients helpers', () => {
  it('builds the list query: kind, a page from 1, the grid page size, and a trimmed search only when given', () => {
    expect(clientsQuery({ kind: 'renter', search: '  ', page: 1 })).toEqual({
      kind: 'renter',
      page: 1,
      pageSize: 12,
    })
    expect(clientsQuery({ kind: 'cosigner', search: ' Penny ', page: 3 })).toEqual({
      kind: 'cosigner',
      search: 'Penny',
      page: 3,
      pageSize: 12,
    })
    expect(clientsQuery({ kind: 'cosigner', search: 'x'.repeat(150), page: 0 }).search).toHaveLength(100)
    expect(clientsQuery({ kind: 'cosigner', search: '', page: Number.NaN }).page).toBe(1)
  })

  it('maps sub-tabs to kinds and labels them with their counts', () => {
    expect(CLIENT_TABS.map((t) => t.id)).toEqual(['renters', 'cosigners'])
    expect(tabOfKind('cosigner').id).toBe('cosigners')
    expect(tabById('renters')?.kind).toBe('renter')
    expect(tabById('admins')).toBeNull()
    expect(tabLabel('Cosigners', null)).toBe('Cosigners')
    expect(tabLabel('Cosigners', 0)).toBe('Cosigners (0)')
    expect(tabLabel('Renters', 12)).toBe('Renters (12)')
    expect(clientCount(1, 'cosigner')).toBe('1 cosigner')
    expect(clientCount(0, 'renter')).toBe('0 renters')
  })

  it('reads and writes the open client in the URL, keeping the other parameters', () => {
    expect(openClientId(new URLSearchParams(`client=${ID.toUpperCase()}`))).toBe(ID)
    expect(openClientId(new URLSearchParams('client=not-a-uuid'))).toBeNull()
    expect(openClientId(new URLSearchParams(''))).toBeNull()
    const opened = withOpenClient(new URLSearchParams('tab=x'), ID)
    expect(opened.toString()).toBe(`tab=x&client=${ID}`)
    expect(withOpenClient(opened, null).toString()).toBe('tab=x')
  })

  it('words every profile status, with a badge colour', () => {
    expect(profileStatusLabel('none')).toBe('No profile')
    expect(profileStatusLabel('complete')).toBe('Profile complete')
    expect(profileStatusLabel('awaiting_payment')).toBe('Awaiting payment')
    expect(profileStatusLabel('pending_review')).toBe('Pending review')
    expect(profileStatusVariant('approved')).toBe('success')
    expect(profileStatusVariant('complete')).toBe('success')
    expect(profileStatusVariant('rejected')).toBe('danger')
    expect(profileStatusVariant('none')).toBe('neutral')
  })

  it('names a client, else by email; shows income and choices as the forms word them', () => {
    expect(clientName(client())).toBe('Penny Pendleton')
    expect(clientName(client({ name: '  ' }))).toBe('penny@example.com')
    expect(monthlyIncome(500_000)).toBe('$5,000.00/month')
    expect(monthlyIncome(null)).toBe('Not given')
    expect(optionLabel('ssi-disability')).toBe('SSI / Disability')
    expect(optionLabel('2-3-months')).toBe('In 2-3 months')
    expect(optionLabel(null)).toBe('—')
    expect(optionLabel('something-new')).toBe('something-new')
    expect(budgetLabel('1000-2000')).toBe('$1,000 - $2,000')
    expect(listOrNone([])).toBe('None given')
    expect(listOrNone(['Evictions', 'Broken Lease'])).toBe('Evictions, Broken Lease')
  })
})
