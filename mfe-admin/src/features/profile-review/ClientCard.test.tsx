import { renderToString } from 'react-dom/server'
import type { AdminClientDto } from '@cosign/api'
import { ClientCard } from './ClientCard.js'

const client = (over: Partial<AdminClientDto> = {}): AdminClientDto => ({
  id: '0b8e2f3a-5c4d-4e6f-8a7b-9c0d1e2f3a4b',
  kind: 'cosigner',
  name: 'Penny Pendleton',
  email: 'penny@example.com',
  location: 'Tacoma, WA',
  creditScore: 742,
  monthlyIncomeCents: 640_000,
  profileStatus: 'pending_review',
  profileId: 'p1',
  isActive: true,
  createdAt: '2025-01-05T15:04:00.000Z',
  ...over,
})
const card = (c: AdminClientDto) => renderToString(<ClientCard client={c} onOpen={() => {}} />)
const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

test('is one button named by its content: the client first, then email, status, credit score and income', () => {
  const html = card(client())
  expect(html).toMatch(/^<button type="button"/)
  expect(html.match(/<button/g)).toHaveLength(1)
  // No aria-label(ledby): what the card shows is its name (WCAG 2.5.3, axe label-content-name-mismatch).
  expect(html).not.toMatch(/aria-label/)
  expect(html).toContain(`data-client-id="0b8e2f3a-5c4d-4e6f-8a7b-9c0d1e2f3a4b"`)
  const content = text(html)
  expect(content.trim().startsWith('Penny Pendleton')).toBe(true)
  expect(content).toContain('penny@example.com')
  expect(content).toContain('Pending review')
  expect(content).toContain('Credit score: 742 · Very Good')
  expect(content).toContain('Income: $6,400.00/month')
  expect(content).toContain('Location: Tacoma, WA')
  expect(html).not.toContain('Inactive account')
})

test('a client without a profile or a name: the email names it; missing figures say so', () => {
  const html = text(
    card(
      client({
        name: '',
        location: null,
        creditScore: null,
        monthlyIncomeCents: null,
        profileStatus: 'none',
        isActive: false,
      }),
    ),
  )
  expect(html).toContain('penny@example.com')
  expect(html.match(/penny@example\.com/g)).toHaveLength(1)
  expect(html).toContain('No profile')
  expect(html).toContain('Inactive account')
  expect(html).toContain('Credit score: Not set')
  expect(html).toContain('Income: Not given')
  expect(html).not.toContain('Location:')
})
