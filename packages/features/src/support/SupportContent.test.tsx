import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { SUPPORT_FAQ } from './support.js'
import { SupportContent } from './SupportContent.js'

const render = (contact: Parameters<typeof SupportContent>[0]['contact']) =>
  renderToString(
    <MemoryRouter initialEntries={['/support']}>
      <SupportContent label="Support" contact={contact} liveChat={<p>the live chat body</p>} />
    </MemoryRouter>,
  )
const html = render({ email: 'help@cosign.test', phone: '(212) 555-0142' })
const text = (fragment: string) =>
  fragment
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim()

test('has one h1 and an h2 per card and section, in order', () => {
  const headings = [...html.matchAll(/<h([1-6])[^>]*>(.*?)<\/h\1>/g)].map(([, level, inner]) => [
    Number(level),
    text(inner!),
  ])
  expect(headings).toEqual([
    [1, 'Support'],
    [2, 'Email'],
    [2, 'Phone'],
    [2, 'Live chat'],
    [2, 'Frequently asked questions'],
  ])
})

test('links the email and the phone number, and states the reply time and the hours', () => {
  expect(html).toContain('href="mailto:help@cosign.test?subject=Support%20request"')
  expect(html).toContain('href="tel:+12125550142"')
  expect(text(html)).toContain('We reply within 24 hours.')
  expect(text(html)).toContain('Business hours: 9 AM - 6 PM EST.')
})

test('the live chat card holds what the page gives it (the conversation, the visitor form or the queue link)', () => {
  const chat = html.slice(html.indexOf('data-testid="support-chat"'), html.indexOf('support-faq'))
  expect(text(chat)).toContain('the live chat body')
})

test('lists every FAQ item as a closed native disclosure', () => {
  const details = html.match(/<details[^>]*>/g) ?? []
  expect(details).toHaveLength(SUPPORT_FAQ.length)
  for (const tag of details) expect(tag).not.toContain('open')
  for (const item of SUPPORT_FAQ)
    expect(html).toMatch(new RegExp(`<summary[^>]*>${item.question.replace('?', '\\?')}</summary>`))
  expect(html).toMatch(/<a [^>]*href="\/payments"[^>]*>Open the payment center<\/a>/)
  expect(html).toMatch(
    /<a href="mailto:help@cosign.test\?subject=Cancel%20a%20contract">Email support<\/a>/,
  )
})

test('without configured contacts the email and phone cards are left out (no placeholders, no notice)', () => {
  for (const bare of [render({ email: null, phone: null }), render(null)]) {
    expect(bare).not.toContain('data-testid="support-email"')
    expect(bare).not.toContain('data-testid="support-phone"')
    expect(text(bare)).not.toMatch(/not been set up|not available/)
    expect(bare).not.toMatch(/mailto:|tel:|\.example|555-01/)
    expect(bare).toContain('data-testid="support-chat"')
  }
  const emailOnly = render({ email: 'help@cosign.test', phone: null })
  expect(emailOnly).toContain('data-testid="support-email"')
  expect(emailOnly).not.toContain('data-testid="support-phone"')
})
