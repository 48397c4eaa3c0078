import {
  COSIGNER_EARNINGS_EXAMPLES,
  CONTRACT_PROCESSING_FEE_CENTS,
  CREDIT_REPORT_LINK_TTL_SECONDS,
  PLATFORM_FEE_BASIS_POINTS,
  formatWholeUsd,
  platformFeeCents,
} from '@cosign/api'
import { renderToString } from 'react-dom/server'
import { headCommonHtml, loadAllPages, prerenderPages, type PrerenderedPage } from '../ssr/render.js'
import { TRUST_STYLE_ID } from './trust-css.js'
import { TrustIsland } from './TrustIsland.js'

await loadAllPages()
const pages = prerenderPages()
const body = (path: string) => (pages.find((p) => p.path === path) as PrerenderedPage).bodyHtml
/** Visible text: tags dropped, React's text separators removed. */
const text = (html: string) =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
/** The markup of the section headed by the element with this id. */
const section = (html: string, headingId: string) => {
  const match = new RegExp(`<section[^>]*aria-labelledby="${headingId}"[^>]*>([\\s\\S]*?)</section>`).exec(
    html,
  )
  if (!match) throw new Error(`no section ${headingId}`)
  return match[1]
}

// The example worked out here from the constants alone, independently of the page's own arithmetic.
const feeCents = COSIGNER_EARNINGS_EXAMPLES[0].feeCents
const platformCents = Math.round((feeCents * PLATFORM_FEE_BASIS_POINTS) / 10_000)
const percent = `${PLATFORM_FEE_BASIS_POINTS / 100}%`

describe.each(['/', '/renter', '/cosigner'])('trust sections of %s', (path) => {
  it('shows the journey in four steps with icons, and the money as a picture of the fee constants', () => {
    const flow = section(body(path), 'mk-flow')
    const steps = flow.match(/<ol class="mk-journey"[^>]*>([\s\S]*?)<\/ol>/)![1].split('</li>').filter((li) => li.includes('<h3'))
    expect(steps).toHaveLength(4)
    for (const step of steps) expect(step).toMatch(/<svg class="mk-icon" viewBox="0 0 24 24" aria-hidden="true"/)
    expect(text(steps[3])).toContain(`${percent} of the fee plus the ${formatWholeUsd(CONTRACT_PROCESSING_FEE_CENTS)} processing fee`)
    // No sequence-diagram arrow labels any more ("4. 15% + $50").
    expect(text(flow)).not.toContain(`4. ${percent} +`)
    const money = text(flow.slice(flow.indexOf('mk-money')))
    expect(money).toContain(`For a ${formatWholeUsd(feeCents)} cosigner fee the renter pays ${formatWholeUsd(feeCents + CONTRACT_PROCESSING_FEE_CENTS)}`)
    expect(money).toContain(`${percent} of the fee, to Cosign: ${formatWholeUsd(platformCents)}`)
    expect(money).toContain(`Processing fee, to Cosign: ${formatWholeUsd(CONTRACT_PROCESSING_FEE_CENTS)}`)
    expect(money).toContain(`of the fee, to the cosigner: ${formatWholeUsd(feeCents - platformCents)}`)
    // No raster image: nothing to download before the pictures show.
    expect(flow).not.toContain('<img')
  })

  it('shows the three trust marks, each true of how the product works', () => {
    const html = body(path)
    const marks = text(html.match(/<ul class="mk-trust-marks"[^>]*>([\s\S]*?)<\/ul>/)![1])
    expect(marks).toContain('Payments through PayPal')
    expect(marks).toContain('Agreements anyone can verify')
    expect(marks).toContain(`expires after ${CREDIT_REPORT_LINK_TTL_SECONDS / 60} minutes`)
    expect(html).toContain('<a href="/verify">Verify an agreement</a>')
  })

  it('shows how profiles, credit reports and payments are protected', () => {
    const protections = section(body(path), 'mk-protections')
    expect(protections).toContain('How we protect you')
    const shown = text(protections)
    for (const title of [
      'Every cosigner profile is reviewed',
      'Verified credit scores',
      'You decide who sees your credit report',
      'Payments protected by PayPal',
      'Contact details stay private',
    ])
      expect(shown).toContain(title)
    expect(shown).toContain(`expires after ${CREDIT_REPORT_LINK_TTL_SECONDS / 60} minutes`)
  })

  it('works a fee example out from the fee constants', () => {
    const example = text(section(body(path), 'mk-fee-example'))
    const renterPays = formatWholeUsd(feeCents + CONTRACT_PROCESSING_FEE_CENTS)
    expect(example).toContain(`a one-time fee of ${formatWholeUsd(feeCents)}`)
    expect(example).toContain(`${percent} of the fee ${formatWholeUsd(platformCents)}`)
    expect(example).toContain(`contract processing fee ${formatWholeUsd(CONTRACT_PROCESSING_FEE_CENTS)}`)
    expect(example).toContain(`of the fee ${formatWholeUsd(feeCents - platformCents)}`)
    expect(example).toContain(`The renter pays ${renterPays}`)
    expect(example).toContain(
      `the cosigner receives ${formatWholeUsd(feeCents - platformFeeCents(feeCents))} and Cosign keeps ${formatWholeUsd(platformCents + CONTRACT_PROCESSING_FEE_CENTS)}`,
    )
  })
})

describe('trust sections in the browser bundle', () => {
  it('inlines their stylesheet in every page head, since their code is not loaded on a pre-rendered page', () => {
    expect(headCommonHtml()).toContain(`<style id="${TRUST_STYLE_ID}">.mk-flow{`)
  })

  it('renders nothing of the content without the build-time renderer (the app keeps or lazily loads it)', () => {
    const html = renderToString(<TrustIsland part="home-flow" />)
    expect(html).toContain('id="mk-trust-home-flow"')
    expect(html).not.toContain('<svg')
  })
})
