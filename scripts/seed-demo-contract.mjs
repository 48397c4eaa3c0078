#!/usr/bin/env node
// The demo contract (issue 28): with SEED_DEMO=1, once the platform is ready, scripts/run-platform.mjs runs this
// journey through the platform's public API (the gateway), as the people of the demo would: the renter Lena Fischer
// pays the matching fee on the local PayPal's approval page and sends a match request to the cosigner Priya
// Natarajan; Priya accepts it and, once the contracts service has learnt of the accepted request (matching's
// event), creates the contract from it and signs it with a drawn signature. Lena's /contracts then shows one
// contract awaiting her signature (bench/lighthouse.mjs audits its page as /contracts/first). A seed script cannot
// do it: the seeds run before the services start, and contracts learns accepted requests only from events.
// Each step already done is skipped (Lena has a contract: nothing at all), so a second start adds nothing.
//   node scripts/seed-demo-contract.mjs [--base http://127.0.0.1:8080]   (against a running SEED_DEMO=1 platform)
import { createHash } from 'node:crypto'
import { URLSearchParams, pathToFileURL } from 'node:url'
import {
  DEMO_COSIGNERS,
  DEMO_PASSWORD,
  DEMO_RENTERS,
  canonicalTerms,
  signedTermsOf,
} from '../packages/api/dist/index.js'
import { dataUrl, signaturePng } from '../services/documents/dist/scripts/sample-agreement.js'
import { GATEWAY_PORT } from './platform.mjs'

/** Lena: new to the US without a credit history; $750-1,500 for a cosigner's fee, $1,600 of rent. */
export const DEMO_CONTRACT_RENTER = DEMO_RENTERS.find((r) => r.email === 'lena.fischer@example.com')
/**
 * Priya suits her: in Chicago too, she cosigns for people new to the country, for a one-time $1,200 fee (in
 * Lena's budget), backs rent up to $3,000 a month and asks for no Lease Armor.
 */
export const DEMO_CONTRACT_COSIGNER = DEMO_COSIGNERS.find((c) => c.email === 'priya.natarajan@example.com')
const LENA = DEMO_CONTRACT_RENTER.profile.firstName
const PRIYA = DEMO_CONTRACT_COSIGNER.profile.firstName
/** How long a step waits for a service to learn, from an event, what the step before did. */
const EVENT_WAIT_MS = 30_000

/** The platform's public API at `base` as the web client calls it: JSON bodies, the access token as a bearer. */
export function publicApi(base) {
  const call = async (method, path, { token, body } = {}) => {
    const headers = {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    }
    const res = await fetch(new URL(path, base), {
      method,
      headers,
      body: body ? JSON.stringify(body) : undefined,
    })
    const text = await res.text()
    return { status: res.status, text, json: text.startsWith('{') ? JSON.parse(text) : null }
  }
  /** The answer's body when it has the status expected, else an error naming the call. */
  const expect = async (status, method, path, options) => {
    const res = await call(method, path, options)
    if (res.status !== status)
      throw new Error(`${method} ${path} answered ${res.status}: ${res.text.slice(0, 300)}`)
    return res.json
  }
  return {
    call,
    get: (path, token) => expect(200, 'GET', path, { token }),
    post: (path, token, body, status = 200) => expect(status, 'POST', path, { token, body }),
    /** A demo account's access token, through the login form's call. */
    async signIn(email) {
      const answer = await expect(200, 'POST', '/api/auth/login', {
        body: { email, password: DEMO_PASSWORD },
      })
      if (!answer.accessToken) throw new Error(`${email}: the login asks for a second step`)
      return answer.accessToken
    },
  }
}

/** Calls `attempt` until it answers something truthy (its answer), for at most `ms`. */
export async function waitFor(what, attempt, ms = EVENT_WAIT_MS) {
  const deadline = Date.now() + ms
  for (;;) {
    const answer = await attempt()
    if (answer) return answer
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
}

/** The matching fee, paid as a person pays it: checkout, Approve on the local PayPal's page, the return verified. */
async function payMatchingFee(api, token, cosignerProfileId) {
  const checkout = await api.post(
    '/api/payments/checkout',
    token,
    { purpose: 'match_request', subjectId: cosignerProfileId },
    201,
  )
  // No approval page: a credit paid it.
  if (!checkout.approvalUrl) return
  const approved = await fetch(new URL('/checkoutnow', checkout.approvalUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token: checkout.orderId, action: 'approve' }),
    redirect: 'manual',
  })
  if (approved.status !== 303)
    throw new Error(
      `PayPal's approval page (${checkout.approvalUrl}) answered ${approved.status}: the demo contract needs the local PayPal`,
    )
  const payerId = new URL(approved.headers.get('location')).searchParams.get('PayerID')
  // The return to /success: 200 once settled, 202 while the capture is not final.
  await waitFor('the matching fee settled', async () => {
    const res = await api.call('POST', '/api/payments/verify', {
      token,
      body: { token: checkout.orderId, payerId },
    })
    if (res.status !== 200 && res.status !== 202)
      throw new Error(`POST /api/payments/verify answered ${res.status}: ${res.text.slice(0, 300)}`)
    return res.status === 200
  })
}

/** Lena's request to Priya from her profile page, after paying the matching fee when no session is open. */
async function sendMatchRequest(api, lena, profileId, steps) {
  const eligibility = () => api.get(`/api/matching/cosigners/${profileId}/request-eligibility`, lena)
  let now = await eligibility()
  if (!now.sessionExpiresAt) {
    await payMatchingFee(api, lena, profileId)
    steps.push(`${LENA} paid the matching fee (local PayPal)`)
    // matching opens the session when payments' payment.completed reaches it.
    now = await waitFor('the matching session opened', async () => {
      const answer = await eligibility()
      return answer.sessionExpiresAt ? answer : null
    })
  }
  if (!now.canRequest) throw new Error(`${LENA} cannot send ${PRIYA} a request: ${now.refusal?.message}`)
  const { request } = await api.post(
    '/api/matching/match-requests',
    lena,
    {
      cosignerProfileId: profileId,
      monthlyRentCents: DEMO_CONTRACT_RENTER.profile.housingBudgetCents,
      leaseDurationMonths: 12,
      propertyAddress: '5421 S Woodlawn Ave, Apt 2B, Chicago, IL 60615',
      moveInDate: new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10),
      message:
        'I start at the university lab next month and would love to talk about the one-bedroom near campus.',
      source: 'profile',
    },
    201,
  )
  steps.push(`${LENA} sent ${PRIYA} ${DEMO_CONTRACT_COSIGNER.profile.lastName} a match request`)
  return request
}

/** Priya's contract from the accepted request: the form's prefill as it is, hashed and signed as the form does. */
async function createSignedContract(api, priya, matchRequestId) {
  const draft = await api.get(`/api/contracts/contracts/new?matchRequestId=${matchRequestId}`, priya)
  if (!draft.cosignerPaypalEmail) throw new Error(`${PRIYA} has no payout email to create a contract with`)
  const parties = {
    renterId: draft.candidate.renterId,
    cosignerId: draft.cosignerId,
    cosignerEmail: draft.cosignerEmail,
    cosignerPaypalEmail: draft.cosignerPaypalEmail,
  }
  const termsHash = createHash('sha256')
    .update(canonicalTerms(signedTermsOf(draft.terms, parties)))
    .digest('hex')
  // A drawn signature as the pad exports it (RGBA PNG, a pen stroke, 500 x 150).
  const signature = { imagePng: dataUrl(signaturePng(500, 150, 3)), termsHash }
  const { contract } = await api.post(
    '/api/contracts/contracts',
    priya,
    { matchRequestId, terms: draft.terms, signature },
    201,
  )
  return contract
}

/**
 * The journey, each step skipped when done. Answers Lena's contract and the steps this run took ([]: she already
 * had one). Throws when a step fails or an event does not arrive in time.
 */
export async function seedDemoContract(base = `http://127.0.0.1:${GATEWAY_PORT}`) {
  const api = publicApi(base)
  const lena = await api.signIn(DEMO_CONTRACT_RENTER.email)
  const own = await api.get('/api/contracts/contracts', lena)
  if (own.items.length > 0) return { contractId: own.items[0].id, steps: [] }
  const priya = await api.signIn(DEMO_CONTRACT_COSIGNER.email)
  const { profile } = await api.get('/api/matching/profiles/cosigner/mine', priya)
  if (!profile)
    throw new Error(`${DEMO_CONTRACT_COSIGNER.email} has no cosigner profile (seeded with SEED_DEMO=1?)`)
  const steps = []
  const { items: sent } = await api.get('/api/matching/match-requests/outgoing', lena)
  const open = sent.find(
    (r) => r.cosignerProfileId === profile.id && ['pending', 'accepted'].includes(r.status),
  )
  const request = open ?? (await sendMatchRequest(api, lena, profile.id, steps))
  if (request.status === 'pending') {
    await api.post(`/api/matching/match-requests/${request.id}/accept`, priya)
    steps.push(`${PRIYA} accepted it`)
  }
  // contracts learns of the accepted request from matching's match_request.accepted (its read model).
  await waitFor('the contracts service listing the accepted request', async () => {
    const { items } = await api.get('/api/contracts/contracts/candidates', priya)
    return items.some((c) => c.matchRequestId === request.id)
  })
  const contract = await createSignedContract(api, priya, request.id)
  steps.push(`${PRIYA} created and signed the contract`)
  return { contractId: contract.id, steps }
}

/**
 * Seeds the demo contract and prints one line of what it did, or why it failed (never throws: the platform that
 * runs it keeps running). Answers whether it succeeded.
 */
export async function reportDemoContract(base = `http://127.0.0.1:${GATEWAY_PORT}`) {
  const started = Date.now()
  try {
    const { contractId, steps } = await seedDemoContract(base)
    const page = `/contracts/${contractId}`
    const took = `${((Date.now() - started) / 1000).toFixed(1)} s`
    console.log(
      steps.length === 0
        ? `Demo contract: ${LENA} already has one (${page}); nothing added`
        : `Demo contract: ${steps.join(', ')}; ${page} awaits ${LENA}'s signature (${DEMO_CONTRACT_RENTER.email}; ${took})`,
    )
    return true
  } catch (error) {
    console.error(
      `Demo contract not seeded (the platform keeps running): ${error.message}. Retry: node scripts/seed-demo-contract.mjs --base ${base}`,
    )
    return false
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const at = process.argv.indexOf('--base')
  process.exitCode = (await reportDemoContract(at > 0 ? process.argv[at + 1] : undefined)) ? 0 : 1
}
