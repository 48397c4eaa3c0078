import { renderToString } from 'react-dom/server'
import type { AdminClientDto } from '@cosign/contracts'
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

test('is one button named after the client, described by its email, status, credit score and income', () => {
  const html = card(client())
  expect(html).toMatch(/^<button type="button"/)
  expect(html.match(/<button/g)).toHaveLength(1)
  const labelledBy = /aria-labelledby="([^"]+)"/.exec(html)![1]
  const describedBy = /aria-describedby="([^"]+)"/.exec(html)![1]
  expect(html).toContain(`id="${labelledBy}" class="adm-client-card__name">Penny Pendleton</span>`)
  expect(html).toContain(`data-client-id="0b8e2f3a-5c4d-4e6f-8a7b-9c0d1e2f3a4b"`)
  const details = text(html.slice(html.indexOf(`id="${describedBy}"`)))
  expect(details).toContain('penny@example.com')
  expect(details).toContain('Pending review')
  expect(details).toContain('Credit score: 742 · Very Good')
  expect(details).toContain('Income: $6,400.00/month')
  expect(details).toContain('Location: Tacoma, WA')
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
