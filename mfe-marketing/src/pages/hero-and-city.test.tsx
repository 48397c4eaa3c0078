import { loadAllPages, prerenderPages, type PrerenderedPage } from '../ssr/render.js'

await loadAllPages()
const pages = prerenderPages()
const body = (path: string) => (pages.find((p) => p.path === path) as PrerenderedPage).bodyHtml

describe.each(['/', '/renter', '/cosigner', '/city/austin-texas'])('%s', (path) => {
  it('opens with a hero holding an inline, decorative illustration (no photo)', () => {
    const hero = body(path).match(/<section class="mk-hero mk-hero-art">([\s\S]*?)<\/section>/)![1]
    expect(hero).toMatch(/<svg class="mk-illustration" viewBox="0 0 320 240" aria-hidden="true"/)
    expect(hero).not.toContain('<img')
  })
})

it('a city page leaves its cosigners to the browser (the live listing), with a loading line, then the journey', () => {
  const html = body('/city/austin-texas')
  expect(html).toMatch(/<h2 id="mk-city-cosigners">Cosigners available in (<!-- -->)?Austin<\/h2>/)
  expect(html).toMatch(/<p role="status">Looking for approved cosigners in (<!-- -->)?Austin(<!-- -->)?…<\/p>/)
  expect(html.indexOf('mk-city-cosigners')).toBeLessThan(html.indexOf('id="mk-trust-city-how"'))
  expect(html).toContain('class="mk-journey"')
})
