// The journey in four steps with icons, the fee example as a picture, and the three trust marks: static
// sections of the marketing pages (rendered by the server, kept as sent; see TrustContent.tsx).
import { CREDIT_REPORT_LINK_TTL_SECONDS, splitContractFee, COSIGNER_EARNINGS_EXAMPLES } from '@cosign/api'
import {
  BRAND_NAME,
  COSIGNER_SHARE_PERCENT,
  PLATFORM_FEE_PERCENT,
  PROCESSING_FEE,
  formatWholeUsd,
} from '../content/site.js'

/** The one-renter, one-time fee example the cosigner earnings table starts with. */
export const FEE_EXAMPLE = splitContractFee(COSIGNER_EARNINGS_EXAMPLES[0].feeCents)

export type JourneyPage = 'home' | 'renter' | 'cosigner'

const linkMinutes = CREDIT_REPORT_LINK_TTL_SECONDS / 60

// Icons of the journey and the trust marks: 24 x 24 strokes in the text colour, decorative (the words beside
// them say everything), so they carry aria-hidden.
const ICONS = {
  profile: 'M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0',
  match: 'M8 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM16 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM2 20a6 6 0 0 1 12 0M10 20a6 6 0 0 1 12 0',
  sign: 'M6 3h9l4 4v14H6zM14 3v5h5M9 17c1.5-2 2.5-2 3 0s1.5 2 3 0',
  home: 'M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6',
  paypal: 'M3 7h18v11H3zM3 11h18M7 15h3',
  verify: 'M12 3l8 3v6c0 4.5-3.4 8-8 9-4.6-1-8-4.5-8-9V6zM8.5 12l2.5 2.5 4.5-5',
  lock: 'M6 11h12v10H6zM8.5 11V8a3.5 3.5 0 0 1 7 0v3M12 15v2',
} as const

function Icon({ name }: { name: keyof typeof ICONS }) {
  return (
    <svg className="mk-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={ICONS[name]} />
    </svg>
  )
}

interface JourneyStep {
  icon: keyof typeof ICONS
  title: string
  text: string
}

/** The journey in four steps, the same for both sides (each page's own detailed steps stay in their lists). */
function journeySteps(): JourneyStep[] {
  return [
    {
      icon: 'profile',
      title: 'Create your profile',
      text: 'Renters add their budget and move-in date. Cosigners add their credit, income and fee, and our team reviews every cosigner before they are listed.',
    },
    {
      icon: 'match',
      title: 'Find your match',
      text: 'Browse approved cosigners or let us rank your best matches, send a request and talk in the platform’s chat.',
    },
    {
      icon: 'sign',
      title: 'Sign online',
      text: 'The cosigner prepares the agreement and both of you sign it online. No contract payment is due before both signatures.',
    },
    {
      icon: 'home',
      title: 'Pay through PayPal and move in',
      text: `Step 1: ${PLATFORM_FEE_PERCENT} of the fee plus the ${PROCESSING_FEE} processing fee. Step 2: the other ${COSIGNER_SHARE_PERCENT}, straight to the cosigner’s PayPal.`,
    },
  ]
}

/** The fee example as a picture: the renter's payment split into its three parts, widths in proportion. */
function MoneyBar() {
  const parts = [
    { key: 'platform', cents: FEE_EXAMPLE.platformFeeCents, label: `${PLATFORM_FEE_PERCENT} of the fee, to ${BRAND_NAME}` },
    { key: 'processing', cents: FEE_EXAMPLE.processingFeeCents, label: `Processing fee, to ${BRAND_NAME}` },
    { key: 'cosigner', cents: FEE_EXAMPLE.step2Cents, label: `${COSIGNER_SHARE_PERCENT} of the fee, to the cosigner` },
  ]
  const total = parts.reduce((sum, part) => sum + part.cents, 0)
  let x = 0
  return (
    <div className="mk-money">
      <p>
        <strong>For a {formatWholeUsd(FEE_EXAMPLE.feeCents)} cosigner fee</strong> the renter pays{' '}
        {formatWholeUsd(total)}:
      </p>
      <svg className="mk-money-bar" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true" focusable="false">
        {parts.map((part) => {
          const width = (part.cents / total) * 100
          const rect = <rect key={part.key} className={`mk-money-${part.key}`} x={x} y={0} width={width} height={8} />
          x += width
          return rect
        })}
      </svg>
      <ul className="mk-money-legend">
        {parts.map((part) => (
          <li key={part.key}>
            <span className={`mk-swatch mk-money-${part.key}`} aria-hidden="true" />
            {part.label}: <strong>{formatWholeUsd(part.cents)}</strong>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Flow({ page }: { page: JourneyPage }) {
  return (
    <section className="mk-section" aria-labelledby="mk-flow">
      <h2 id="mk-flow">{page === 'home' ? 'How it works' : 'Who pays whom, and when'}</h2>
      <div className="mk-flow">
        <ol className="mk-journey" aria-label="The four steps">
          {journeySteps().map((step) => (
            <li key={step.title}>
              <Icon name={step.icon} />
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <MoneyBar />
      </div>
    </section>
  )
}

/** Three true promises, each kept by how the product works (see the protections below for the details). */
export function TrustMarks() {
  const marks: Array<{ icon: keyof typeof ICONS; title: string; text: string; link?: { to: string; label: string } }> = [
    { icon: 'paypal', title: 'Payments through PayPal', text: `You pay on PayPal’s pages; ${BRAND_NAME} never sees your card or bank details.` },
    {
      icon: 'verify',
      title: 'Agreements anyone can verify',
      text: 'Every signed agreement has a fingerprint that a landlord can check against our records.',
      link: { to: '/verify', label: 'Verify an agreement' },
    },
    {
      icon: 'lock',
      title: 'Your credit report, only for whom you allow',
      text: `It is never listed: only someone you approve can open it, once, through a link that expires after ${linkMinutes} minutes.`,
    },
  ]
  return (
    <ul className="mk-trust-marks" aria-label="Why you can trust us">
      {marks.map((mark) => (
        <li key={mark.title}>
          <Icon name={mark.icon} />
          <div>
            <strong>{mark.title}</strong>
            <p>
              {mark.text}
              {mark.link ? (
                <>
                  {' '}
                  <a href={mark.link.to}>{mark.link.label}</a>
                </>
              ) : null}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
