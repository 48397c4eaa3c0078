import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { SUPPORT_FAQ } from './support.js'
import { SupportContent } from './SupportContent.js'

const render = (contact: Parameters<typeof SupportContent>[0]['contact']) =>
  renderToString(
    <MemoryRouter initialEntries={['/support']}>
      <SupportContent label="Support" contact={contact} />
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

test('the live chat card does not promise an agent: it points to email and to Chat', () => {
  const chat = html.slice(html.indexOf('data-testid="support-chat"'), html.indexOf('support-faq'))
  expect(text(chat)).toContain('Live chat with our support team is not available yet.')
  expect(chat).toContain('href="mailto:help@cosign.test')
  expect(chat).toMatch(/<a [^>]*href="\/chat"[^>]*>Open Chat<\/a>/)
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

test('without configured contacts it says email and phone support are not set up (no placeholders)', () => {
  const bare = render({ email: null, phone: null })
  expect(text(bare)).toContain('Email support has not been set up on this site yet.')
  expect(text(bare)).toContain('Phone support has not been set up on this site yet.')
  expect(bare).not.toMatch(/mailto:|tel:|\.example|555-01/)
})
