// What a visitor deciding to share a credit report needs to see: the journey and how the money flows between
// renter, platform and cosigner (Journey.tsx: inline SVG, no request, themed by CSS), how profiles, credit
// reports and payments are protected, and a worked fee example. Every figure comes from the fee constants.
// The static fee and how-it-works sections they sit with live here too. Not part of the app bundle: the server
// renders these into the page and the browser keeps that markup as it is; only a page the app renders itself
// loads this module (TrustIsland.tsx).
import {
  COSIGNER_EARNINGS_EXAMPLES,
  CREDIT_REPORT_LINK_TTL_SECONDS,
  cosignerEarnings,
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
import { FEE_EXAMPLE, Flow, TrustMarks } from './Journey.js'
import { ensureTrustStyles } from './trust-css.js'

type TrustPage = 'home' | 'renter' | 'cosigner'
/** The static runs of sections of each page that the server renders and the browser keeps (TrustIsland). */
export type TrustPart =
  | 'home-flow'
  | 'home-fees'
  | 'renter-how'
  | 'renter-costs'
  | 'cosigner-earnings'
  | 'cosigner-how'
  | 'city-how'
export interface TrustProps {
  part: TrustPart
}

ensureTrustStyles()

export { FEE_EXAMPLE }


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

interface Fact {
  /** The bold start of the item. */
  lead: string
  /** The rest of the sentence, from its first character after the bold part (a space or punctuation). */
  rest: string
}

const HOME_FEES: Fact[] = [
  {
    lead: `${PLATFORM_FEE_PERCENT} platform fee`,
    rest: `, taken from the cosigner payout and never added to the renter’s cost. Cosigners keep ${COSIGNER_SHARE_PERCENT}.`,
  },
  { lead: `${PROCESSING_FEE} contract processing fee`, rest: ', paid once by the renter.' },
  {
    lead: 'Matching fee',
    rest: ', paid by a renter before sending match requests (its live price is under Our services).',
  },
  { lead: `Fee cap of ${MAX_COSIGNER_FEE}`, rest: ': no cosigner can charge more for a lease.' },
]

const RENTER_COSTS: Fact[] = [
  { lead: 'The cosigner’s fee', rest: `, set by each cosigner and never more than ${MAX_COSIGNER_FEE} per lease.` },
  { lead: `A one-time ${PROCESSING_FEE} contract processing fee.`, rest: '' },
  {
    lead: 'The matching fee',
    rest: ', paid before you send match requests (see its current price below); it is not part of the contract’s payments.',
  },
  {
    lead: 'No platform fee on top',
    rest: `: our ${PLATFORM_FEE_PERCENT} comes out of the cosigner’s payout.`,
  },
]

const HOW_IT_WORKS: Record<'renter' | 'cosigner', Fact[]> = {
  renter: [
    { lead: 'Create your renter profile', rest: ' with your budget, income and move-in date.' },
    { lead: 'Browse approved cosigners', rest: ' or let us rank the best matches for you.' },
    { lead: 'Request a match and chat', rest: ' once the cosigner’s contact details are unlocked.' },
    { lead: 'Sign the contract online', rest: ': your cosigner signs first, then you review and sign.' },
    { lead: 'Pay in two steps', rest: ' and hand the signed agreement to your landlord.' },
  ],
  cosigner: [
    { lead: 'Create your cosigner profile', rest: ' with your credit score, income, fee and PayPal email.' },
    { lead: 'Get reviewed', rest: ': our team checks each profile before it is listed.' },
    { lead: 'Accept renter requests', rest: ' that fit the rent you are willing to back.' },
    { lead: 'Create and sign the contract online', rest: ' and share it with the renter.' },
    { lead: 'Get paid', rest: ' when the renter pays: your share goes straight to your PayPal account.' },
  ],
}

/** A titled section of bold-led items: a numbered list of steps, or a list of facts. */
function FactSection({ id, title, facts, steps = false }: { id: string; title: string; facts: Fact[]; steps?: boolean }) {
  const items = facts.map((fact) => (
    <li key={fact.lead}>
      <strong>{fact.lead}</strong>
      {fact.rest}
    </li>
  ))
  return (
    <section className="mk-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {steps ? <ol className="mk-steps">{items}</ol> : <ul className="mk-facts">{items}</ul>}
    </section>
  )
}

function EarningsTable() {
  return (
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
  )
}

/** Sections of a page, as the server renders them into it. */
export function TrustContent({ part }: TrustProps) {
  switch (part) {
    case 'home-flow':
      return (
        <>
          <TrustMarks />
          <Flow page="home" />
        </>
      )
    case 'city-how':
      return (
        <>
          <TrustMarks />
          <Flow page="home" />
        </>
      )
    case 'home-fees':
      return (
        <>
          <FactSection id="mk-fees" title="Simple, transparent fees" facts={HOME_FEES} />
          <FeeExample page="home" />
          <Protections />
        </>
      )
    case 'renter-how':
      return (
        <>
          <TrustMarks />
          <FactSection id="mk-how" title="How it works" facts={HOW_IT_WORKS.renter} steps />
          <Flow page="renter" />
        </>
      )
    case 'renter-costs':
      return (
        <>
          <FactSection id="mk-costs" title="What it costs" facts={RENTER_COSTS} />
          <FeeExample page="renter" />
          <Protections />
        </>
      )
    case 'cosigner-earnings':
      return (
        <>
          <TrustMarks />
          <EarningsTable />
          <FeeExample page="cosigner" />
        </>
      )
    case 'cosigner-how':
      return (
        <>
          <FactSection id="mk-how" title="How it works" facts={HOW_IT_WORKS.cosigner} steps />
          <Flow page="cosigner" />
          <Protections />
        </>
      )
  }
}
