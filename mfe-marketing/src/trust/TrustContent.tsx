// What a visitor deciding to share a credit report needs to see: how the money flows between renter, platform
// and cosigner (an inline SVG diagram: no request, sharp at any size, themed by CSS), how profiles, credit
// reports and payments are protected, and a worked fee example. Every figure comes from the fee constants.
// The static fee and how-it-works sections they sit with live here too. Not part of the app bundle: the server
// renders these into the page and the browser keeps that markup as it is; only a page the app renders itself
// loads this module (TrustIsland.tsx).
import {
  COSIGNER_EARNINGS_EXAMPLES,
  CREDIT_REPORT_LINK_TTL_SECONDS,
  cosignerEarnings,
  splitContractFee,
  type CosignerEarningsExample,
} from '@cosign/api'
import {
  BRAND_NAME,
  COSIGNER_SHARE_PERCENT,
  MAX_COSIGNER_FEE,
  PLATFORM_FEE_PERCENT,
  PROCESSING_FEE,
  formatWholeUsd,
} from '../content/site.js'
import { ensureTrustStyles } from './trust-css.js'

type TrustPage = 'home' | 'renter' | 'cosigner'
/** The static runs of sections of each page that the server renders and the browser keeps (TrustIsland). */
export type TrustPart =
  'home-flow' | 'home-fees' | 'renter-how' | 'renter-costs' | 'cosigner-earnings' | 'cosigner-how'
export interface TrustProps {
  part: TrustPart
}

ensureTrustStyles()

/** The one-renter, one-time fee example the cosigner earnings table starts with. */
export const FEE_EXAMPLE = splitContractFee(COSIGNER_EARNINGS_EXAMPLES[0].feeCents)

// Diagram geometry: three lifelines (renter, platform, cosigner) and one arrow per step, top to bottom.
const LANES = { renter: 55, platform: 180, cosigner: 305 } as const
type Lane = keyof typeof LANES
const STEP_TOP = 92
const STEP_GAP = 58

interface FlowStep {
  from: Lane
  to: Lane
  label: string
  /** Both ways (both sign). */
  both?: boolean
}

function flowSteps(): FlowStep[] {
  return [
    { from: 'cosigner', to: 'platform', label: '1. Profile reviewed' },
    { from: 'renter', to: 'cosigner', label: '2. Match request and chat' },
    { from: 'cosigner', to: 'renter', label: '3. Both sign the contract online', both: true },
    { from: 'renter', to: 'platform', label: `4. ${PLATFORM_FEE_PERCENT} + ${PROCESSING_FEE}` },
    { from: 'renter', to: 'cosigner', label: `5. The other ${COSIGNER_SHARE_PERCENT}, by PayPal` },
  ]
}

function Arrow({ step, y }: { step: FlowStep; y: number }) {
  const x1 = LANES[step.from]
  const x2 = LANES[step.to]
  const dir = Math.sign(x2 - x1)
  const tip = x2 - dir * 4
  const head = (x: number, d: number) => `M${x} ${y}l${-d * 9} -5v10z`
  return (
    <g>
      <text x={(x1 + x2) / 2} y={y - 9} textAnchor="middle">
        {step.label}
      </text>
      <path className="mk-flow-arrow" d={`M${x1 + (step.both ? dir * 4 : 0)} ${y}H${tip}`} />
      <path className="mk-flow-head" d={head(tip, dir)} />
      {step.both ? <path className="mk-flow-head" d={head(x1 + dir * 4, -dir)} /> : null}
    </g>
  )
}

function FlowDiagram() {
  const steps = flowSteps()
  const height = STEP_TOP + STEP_GAP * (steps.length - 1) + 30
  const names: Array<[Lane, string]> = [
    ['renter', 'Renter'],
    ['platform', BRAND_NAME],
    ['cosigner', 'Cosigner'],
  ]
  return (
    <figure className="mk-flow">
      <svg viewBox={`0 0 360 ${height}`} role="img" aria-labelledby="mk-flow-title mk-flow-desc">
        {/* One string each: React wants a single text child in <title>. */}
        <title id="mk-flow-title">{`How the renter, ${BRAND_NAME} and the cosigner work together`}</title>
        <desc id="mk-flow-desc">{`${steps.map((s) => s.label).join('. ')}.`}</desc>
        {names.map(([lane, name]) => (
          <g key={lane}>
            <path className="mk-flow-life" d={`M${LANES[lane]} 46V${height - 8}`} />
            <rect className="mk-flow-box" x={LANES[lane] - 50} y={8} width={100} height={38} rx={8} />
            <text className="mk-flow-name" x={LANES[lane]} y={32} textAnchor="middle">
              {name}
            </text>
          </g>
        ))}
        {steps.map((step, i) => (
          <Arrow key={step.label} step={step} y={STEP_TOP + i * STEP_GAP} />
        ))}
      </svg>
      <figcaption>
        Nothing is paid until both of you have signed. Then the renter pays in two steps: first {BRAND_NAME}’s{' '}
        {PLATFORM_FEE_PERCENT} share of the cosigner’s fee plus the {PROCESSING_FEE} processing fee, then the
        other {COSIGNER_SHARE_PERCENT} of the fee, which goes straight to the cosigner’s PayPal account.
      </figcaption>
    </figure>
  )
}

function Flow({ page }: { page: TrustPage }) {
  return (
    <section className="mk-section" aria-labelledby="mk-flow">
      <h2 id="mk-flow">{page === 'home' ? 'How it works' : 'Who pays whom, and when'}</h2>
      <FlowDiagram />
    </section>
  )
}

const linkMinutes = CREDIT_REPORT_LINK_TTL_SECONDS / 60

const PROTECTIONS: Array<{ title: string; text: string }> = [
  {
    title: 'Every cosigner profile is reviewed',
    text: 'Cosigners pay a profile fee and our team reviews each profile before it is listed. An edited profile goes back to review and is hidden until it is approved again.',
  },
  {
    title: 'Verified credit scores',
    text: 'The Verified badge means our team checked the score on the profile against the credit report that was uploaded.',
  },
  {
    title: 'You decide who sees your credit report',
    text: `Your report is never listed. Anyone who wants to see it has to ask, and only after you approve can they open it, once, through a private link that expires after ${linkMinutes} minutes.`,
  },
  {
    title: 'Payments protected by PayPal',
    text: `You pay on PayPal’s secure pages: ${BRAND_NAME} never sees your card or bank details. Nothing is charged before both of you have signed, and the cosigner’s part opens only once the first step is paid.`,
  },
  {
    title: 'Contact details stay private',
    text: 'Email addresses and phone numbers stay hidden until a member unlocks them, and conversations stay in the platform’s chat.',
  },
]

function Protections() {
  return (
    <section className="mk-section" aria-labelledby="mk-protections">
      <h2 id="mk-protections">How we protect you</h2>
      <ul className="mk-grid">
        {PROTECTIONS.map((item) => (
          <li key={item.title} className="mk-card">
            <h3>{item.title}</h3>
            <p>{item.text}</p>
          </li>
        ))}
      </ul>
    </section>
  )
}

function FeeExample({ page }: { page: TrustPage }) {
  const fee = formatWholeUsd(FEE_EXAMPLE.feeCents)
  const total = formatWholeUsd(FEE_EXAMPLE.feeCents + FEE_EXAMPLE.processingFeeCents)
  const platformKeeps = formatWholeUsd(FEE_EXAMPLE.step1Cents)
  return (
    <section className="mk-section" aria-labelledby="mk-fee-example">
      <h2 id="mk-fee-example">Fee example</h2>
      <p>
        {page === 'cosigner' ? 'You set' : 'A cosigner sets'} a one-time fee of {fee}. The renter pays {total}{' '}
        in total, the cosigner receives {formatWholeUsd(FEE_EXAMPLE.step2Cents)} and {BRAND_NAME} keeps{' '}
        {platformKeeps}. A renter who used cosigner matching also paid the matching fee before the request.
      </p>
      <div className="mk-table-wrap">
        <table className="mk-table mk-receipt">
          <caption className="mk-visually-hidden">Payments for a {fee} cosigner fee</caption>
          <tbody>
            <tr>
              <th scope="row">
                Step 1, to {BRAND_NAME}: {PLATFORM_FEE_PERCENT} of the fee
              </th>
              <td>{formatWholeUsd(FEE_EXAMPLE.platformFeeCents)}</td>
            </tr>
            <tr>
              <th scope="row">Step 1, to {BRAND_NAME}: contract processing fee</th>
              <td>{formatWholeUsd(FEE_EXAMPLE.processingFeeCents)}</td>
            </tr>
            <tr>
              <th scope="row">Step 2, to the cosigner by PayPal: {COSIGNER_SHARE_PERCENT} of the fee</th>
              <td>{formatWholeUsd(FEE_EXAMPLE.step2Cents)}</td>
            </tr>
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">The renter pays</th>
              <td>{total}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </section>
  )
}

/** "3 renters at $200 a month for 12 months" */
export function describeExample(example: CosignerEarningsExample): string {
  const renters = `${example.renters} ${example.renters === 1 ? 'renter' : 'renters'}`
  const fee = formatWholeUsd(example.feeCents)
  return example.months === null
    ? `${renters} at a ${fee} one-time fee`
    : `${renters} at ${fee} a month for ${example.months} months`
}

/** Sections of a page, as the server renders them into it. */
export function TrustContent({ part }: TrustProps) {
  switch (part) {
    case 'home-flow':
      return <Flow page="home" />
    case 'home-fees':
      return (
        <>
          <section className="mk-section" aria-labelledby="mk-fees">
            <h2 id="mk-fees">Simple, transparent fees</h2>
            <ul className="mk-facts">
              <li>
                <strong>{PLATFORM_FEE_PERCENT} platform fee</strong>, taken from the cosigner payout and never
                added to the renter’s cost. Cosigners keep {COSIGNER_SHARE_PERCENT}.
              </li>
              <li>
                <strong>{PROCESSING_FEE} contract processing fee</strong>, paid once by the renter.
              </li>
              <li>
                <strong>Matching fee</strong>, paid by a renter before sending match requests (its live price is
                under Our services).
              </li>
              <li>
                <strong>Fee cap of {MAX_COSIGNER_FEE}</strong>: no cosigner can charge more for a lease.
              </li>
            </ul>
          </section>

          <FeeExample page="home" />

          <Protections />
        </>
      )
    case 'renter-how':
      return (
        <>
          <section className="mk-section" aria-labelledby="mk-how">
            <h2 id="mk-how">How it works</h2>
            <ol className="mk-steps">
              <li>
                <strong>Create your renter profile</strong> with your budget, income and move-in date.
              </li>
              <li>
                <strong>Browse approved cosigners</strong> or let us rank the best matches for you.
              </li>
              <li>
                <strong>Request a match and chat</strong> once the cosigner’s contact details are unlocked.
              </li>
              <li>
                <strong>Sign the contract online</strong>: your cosigner signs first, then you review and
                sign.
              </li>
              <li>
                <strong>Pay in two steps</strong> and hand the signed agreement to your landlord.
              </li>
            </ol>
          </section>

          <Flow page="renter" />
        </>
      )
    case 'renter-costs':
      return (
        <>
          <section className="mk-section" aria-labelledby="mk-costs">
            <h2 id="mk-costs">What it costs</h2>
            <ul className="mk-facts">
              <li>
                <strong>The cosigner’s fee</strong>, set by each cosigner and never more than{' '}
                {MAX_COSIGNER_FEE} per lease.
              </li>
              <li>
                <strong>A one-time {PROCESSING_FEE} contract processing fee.</strong>
              </li>
              <li>
                <strong>The matching fee</strong>, paid before you send match requests (see its current price
                below); it is not part of the contract’s payments.
              </li>
              <li>
                <strong>No platform fee on top</strong>: our {PLATFORM_FEE_PERCENT} comes out of the
                cosigner’s payout.
              </li>
            </ul>
          </section>

          <FeeExample page="renter" />

          <Protections />
        </>
      )
    case 'cosigner-earnings':
      return (
        <>
          <section className="mk-section" aria-labelledby="mk-earnings">
            <h2 id="mk-earnings">What cosigners earn</h2>
            <p>
              Renters pay your fee; the platform keeps {PLATFORM_FEE_PERCENT} of it and you receive{' '}
              {COSIGNER_SHARE_PERCENT}.
            </p>
            <div className="mk-table-wrap">
              <table className="mk-table">
                <caption className="mk-visually-hidden">Earnings examples</caption>
                <thead>
                  <tr>
                    <th scope="col">Example</th>
                    <th scope="col">Renters pay</th>
                    <th scope="col">You receive</th>
                  </tr>
                </thead>
                <tbody>
                  {COSIGNER_EARNINGS_EXAMPLES.map((example) => {
                    const earnings = cosignerEarnings(example)
                    return (
                      <tr key={describeExample(example)}>
                        <th scope="row">{describeExample(example)}</th>
                        <td>{formatWholeUsd(earnings.totalCents)}</td>
                        <td>{formatWholeUsd(earnings.payoutCents)}</td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </div>
          </section>

          <FeeExample page="cosigner" />
        </>
      )
    case 'cosigner-how':
      return (
        <>
          <section className="mk-section" aria-labelledby="mk-how">
            <h2 id="mk-how">How it works</h2>
            <ol className="mk-steps">
              <li>
                <strong>Create your cosigner profile</strong> with your credit score, income, fee and PayPal
                email.
              </li>
              <li>
                <strong>Get reviewed</strong>: our team checks each profile before it is listed.
              </li>
              <li>
                <strong>Accept renter requests</strong> that fit the rent you are willing to back.
              </li>
              <li>
                <strong>Create and sign the contract online</strong> and share it with the renter.
              </li>
              <li>
                <strong>Get paid</strong> when the renter pays: your share goes straight to your PayPal
                account.
              </li>
            </ol>
          </section>

          <Flow page="cosigner" />

          <Protections />
        </>
      )
  }
}
