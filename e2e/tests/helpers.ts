import { execSync, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test'
import { generate } from 'otplib'
import { canonicalTerms, signedTermsOf, type ContractDraftResponse, type ContractDto } from '@cosign/api'
import { confirmationLink, paypalConfirmationLink } from './mail-catcher'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@cosign.local',
  password: process.env.ADMIN_PASSWORD ?? 'admin12345',
}

/** A unique address per test run so runs never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
}

/**
 * Signs up through the form and, unless `confirm` is false, confirms the address as a person does: the link of
 * the confirmation email (read from the mail catcher) opened in this browser (paying and signing need it), then
 * back to the role's profile form where sign-up leads.
 */
export async function signUp(
  page: Page,
  user: { firstName: string; lastName: string; email: string; password: string; role: 'renter' | 'cosigner' },
  { confirm = true }: { confirm?: boolean } = {},
) {
  await page.goto(`/signup?type=${user.role}`)
  await page.getByLabel('First name').fill(user.firstName)
  await page.getByLabel('Last name').fill(user.lastName)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByLabel('Confirm password').fill(user.password)
  await page.getByLabel(/I accept the Terms of Service/).check()
  await page.getByRole('button', { name: /sign up|create account/i }).click()
  // The role chosen at sign-up is not asked again: straight on to that role's profile form (issue 15).
  await expect(page).toHaveURL(new RegExp(`/profile/${user.role}$`))
  if (!confirm) return
  await page.goto(await confirmationLink(page.request, user.email))
  await expect(page.getByText('Thank you: your email address is confirmed.')).toBeVisible()
  await page.goto(`/profile/${user.role}`)
  await expect(page).toHaveURL(new RegExp(`/profile/${user.role}$`))
  // Signed in on this page (its session refresh answered) before the caller navigates again: a navigation that
  // cuts a refresh short loses the rotated token (docs/decisions.md "Refresh grace: the same answer, once").
  await expect(page.locator('header.shell-header--signed-in')).toHaveCount(1)
}

/** Confirms the account's address through the emailed link's endpoint (what /verify-email posts). */
export async function confirmEmailByApi(request: APIRequestContext, email: string): Promise<void> {
  const token = new URL(await confirmationLink(request, email)).searchParams.get('token')
  const res = await request.post('/api/auth/email/verify', { data: { token } })
  expect(res.status(), await res.text()).toBe(200)
}

/**
 * Confirms a cosigner's PayPal payout email through the link mailed to it (what /confirm-paypal-email posts):
 * renters can pay a cosigner only once it is confirmed (issue 27).
 */
export async function confirmPaypalEmailByApi(request: APIRequestContext, paypalEmail: string): Promise<void> {
  const token = new URL(await paypalConfirmationLink(request, paypalEmail)).searchParams.get('token')
  const res = await request.post('/api/auth/paypal-email/verify', { data: { token } })
  expect(res.status(), await res.text()).toBe(200)
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click()
}

/**
 * The admin's authenticator app (issue 30): the TOTP secret the admin enrolled at the first sign-in of this
 * platform's database, kept in a file so every spec (and the API helper) computes codes from it. The test command
 * names the file per database (E2E_ADMIN_TOTP_FILE), and carries it over to a restored copy of that database.
 */
export const adminAuthenticator = {
  file:
    process.env.E2E_ADMIN_TOTP_FILE ??
    path.join(ROOT, '.run', `e2e-admin-totp-${createHash('sha256').update(process.env.E2E_BASE_URL ?? 'http://localhost:8080').digest('hex').slice(0, 12)}.txt`),
  remember(secret: string) {
    mkdirSync(path.dirname(this.file), { recursive: true })
    writeFileSync(this.file, secret)
  },
  /** The current code (an app's six digits). */
  code(): Promise<string> {
    return totpCode(readFileSync(this.file, 'utf8').trim())
  },
}

/**
 * Runs an admin sign-in while no other worker signs the admin in: on a fresh platform the first one enrolls the
 * second factor, and two workers enrolling at once (the screens sweeps start together) would each keep a secret
 * only one of them set. A directory is the lock (mkdir either creates it or fails, across processes); one left by a
 * killed worker is taken over after a minute.
 */
async function oneAdminSignInAtATime<T>(signIn: () => Promise<T>): Promise<T> {
  const lock = `${adminAuthenticator.file}.lock`
  mkdirSync(path.dirname(lock), { recursive: true })
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch {
      const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now())
      if (age > 60_000) rmSync(lock, { recursive: true, force: true })
      else await new Promise((r) => setTimeout(r, 100))
    }
  }
  try {
    return await signIn()
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/** The current TOTP code of a secret, as an authenticator app computes it (RFC 6238). */
export const totpCode = (secret: string): Promise<string> => generate({ secret })

/**
 * The second step of a sign-in (the login page or the Admin Login dialog, `scope`): enters the TOTP code; when the
 * account has no second factor yet (the admin's first sign-in) sets it up first from the key shown beside the QR
 * code and acknowledges the recovery codes. `secret` is the account's (else the admin's, enrolled and kept here).
 * Answers whether this sign-in enrolled.
 */
export async function passSecondFactor(scope: Page | Locator, secret?: string): Promise<{ enrolled: boolean }> {
  const setup = scope.getByRole('region', { name: 'Set up two-step sign-in', exact: true })
  const step = scope.getByRole('region', { name: 'Two-step sign-in', exact: true })
  await expect(setup.or(step)).toBeVisible()
  if (await setup.isVisible()) {
    await expect(setup.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible()
    const key = (await setup.getByLabel('Setup key').textContent())!.trim()
    if (secret === undefined) adminAuthenticator.remember(key)
    await setup.getByLabel('Authentication code').fill(await totpCode(secret ?? key))
    await setup.getByRole('button', { name: 'Verify and sign in' }).click()
    await expect(scope.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(10)
    await scope.getByRole('button', { name: 'I saved my recovery codes' }).click()
    return { enrolled: true }
  }
  await step.getByLabel('Authentication code').fill(secret ? await totpCode(secret) : await adminAuthenticator.code())
  await step.getByRole('button', { name: 'Verify', exact: true }).click()
  return { enrolled: false }
}

/**
 * The admin signs in through the header's Admin Login dialog (password, then the TOTP code: set up at the
 * first sign-in) and lands on /admin. Answers whether this sign-in enrolled the second factor.
 */
export async function logInAsAdmin(page: Page): Promise<{ enrolled: boolean }> {
  await page.goto('/')
  await page.getByRole('button', { name: 'Admin' }).click()
  const dialog = page.getByRole('dialog', { name: 'Admin Login' })
  await dialog.getByLabel('Email').fill(ADMIN.email)
  await dialog.getByLabel('Password').fill(ADMIN.password)
  const result = await oneAdminSignInAtATime(async () => {
    await dialog.getByRole('button', { name: 'Login as Admin' }).click()
    return passSecondFactor(dialog)
  })
  await expect(page).toHaveURL(/\/admin$/)
  return result
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** A user signed up through the API, with the access token of that sign-up. */
export interface Account {
  id: string
  email: string
  token: string
  firstName: string
  lastName: string
}

/**
 * Signs up through the auth API (no UI), with a unique email and, unless given, a unique last name, and confirms
 * the address from its email (paying and signing need it): the token is a login's after the confirmation.
 */
export async function signUpByApi(
  request: APIRequestContext,
  role: 'RENTER' | 'COSIGNER',
  prefix: string,
  user: { password: string; firstName?: string; lastName?: string },
): Promise<Account> {
  const email = uniqueEmail(prefix)
  const firstName = user.firstName ?? 'Test'
  const lastName = user.lastName ?? `${prefix}${Date.now().toString(36)}`
  const { password } = user
  const res = await request.post('/api/auth/signup', {
    data: { email, password, confirmPassword: password, acceptTerms: true, firstName, lastName, role },
  })
  expect(res.status(), await res.text()).toBe(201)
  const body = (await res.json()) as { accessToken: string; user: { id: string } }
  await confirmEmailByApi(request, email)
  const login = await request.post('/api/auth/login', { data: { email, password } })
  expect(login.status(), await login.text()).toBe(200)
  return { id: body.user.id, email, token: ((await login.json()) as { accessToken: string }).accessToken, firstName, lastName }
}

export const COSIGNER_BIO_TEXT =
  'I have cosigned leases for family and friends for over ten years and I take the responsibility seriously. ' +
  'I review every lease carefully, I answer quickly and I expect renters to keep their landlords informed.'

/** Saves a cosigner's profile form through the matching API (status awaiting_payment) and returns its id. */
export async function saveCosignerProfileByApi(
  request: APIRequestContext,
  cosigner: Account,
  overrides: Record<string, unknown> = {},
): Promise<string> {
  const saved = await request.post('/api/matching/profiles/cosigner', {
    headers: auth(cosigner.token),
    data: {
      firstName: 'Test',
      lastName: cosigner.lastName,
      location: 'Austin, TX',
      creditScore: 790,
      monthlyIncomeCents: 900_000,
      bio: COSIGNER_BIO_TEXT,
      maxRentSupportCents: 300_000,
      feeType: 'one-time',
      totalFeeCents: 60_000,
      requireUpfront: false,
      paypalEmail: cosigner.email,
      ...overrides,
    },
  })
  expect(saved.status(), await saved.text()).toBe(201)
  return ((await saved.json()) as { profileId: string }).profileId
}

/** A service's live price in cents, from the payments API the pages use too. */
export async function servicePriceCents(request: APIRequestContext, name: string): Promise<number> {
  const res = await request.get('/api/payments/prices')
  expect(res.ok()).toBeTruthy()
  const { items } = (await res.json()) as { items: Array<{ name: string; priceCents: number }> }
  const cents = items.find((item) => item.name === name)?.priceCents ?? 0
  expect(cents).toBeGreaterThan(0)
  return cents
}

/**
 * Approves on the local PayPal page the browser is on, waits for the return to /success, and verifies that
 * return through the API (idempotent, whatever the success page does itself).
 */
export async function approveAndVerify(page: Page, request: APIRequestContext, token: string) {
  await page.getByRole('button', { name: 'Approve' }).click()
  await expect(page).toHaveURL(/\/success\?/)
  const back = new URL(page.url())
  const verify = await request.post('/api/payments/verify', {
    headers: auth(token),
    data: { token: back.searchParams.get('token'), payerId: back.searchParams.get('PayerID') },
  })
  expect(verify.status(), await verify.text()).toBe(200)
}

/** The test command may run the platform with shifted ports (PORT_OFFSET), beside a development platform. */
export const PORT_OFFSET = Number(process.env.PORT_OFFSET ?? 0) || 0
const MFE_DIRS: Record<number, string> = {
  3001: 'mfe-marketing',
  3002: 'mfe-renter',
  3003: 'mfe-cosigner',
  3004: 'mfe-admin',
}

/** Stops a micro-frontend's static server (by its base port, e.g. 3002) and returns a restart function. */
export function stopMicroFrontendServer(basePort: number): () => Promise<void> {
  const port = basePort + PORT_OFFSET
  const pids = execSync(`ss -ltnpH 'sport = :${port}' | grep -o 'pid=[0-9]*' | cut -d= -f2 || true`)
    .toString()
    .trim()
    .split(/\s+/)
    .filter(Boolean)
  if (pids.length === 0) throw new Error(`nothing listens on ${port}`)
  for (const pid of new Set(pids)) process.kill(Number(pid), 'SIGTERM')
  return async () => {
    const dir = MFE_DIRS[basePort]
    const child = spawn(
      process.execPath,
      ['scripts/serve-static.mjs', `${dir}/dist`, '--port', String(port)],
      { cwd: ROOT, detached: true, stdio: 'ignore' },
    )
    child.unref()
    for (let i = 0; i < 50; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/remoteEntry.js`)).ok) return
      } catch {
        // not yet
      }
      await new Promise((r) => setTimeout(r, 100))
    }
  }
}

/** Checkout + "Approve" on the local PayPal page + verify, all through HTTP. */
export async function payByApi(
  request: APIRequestContext,
  token: string,
  checkout: { purpose: string; subjectId?: string; metadata?: Record<string, unknown> },
): Promise<void> {
  const res = await request.post('/api/payments/checkout', { headers: auth(token), data: checkout })
  expect(res.status(), await res.text()).toBe(201)
  const { approvalUrl, orderId } = (await res.json()) as { approvalUrl: string; orderId: string }
  const approve = await request.post(new URL('/checkoutnow', approvalUrl).toString(), {
    form: { token: orderId, action: 'approve' },
    maxRedirects: 0,
  })
  expect(approve.status()).toBe(303)
  const back = new URL(approve.headers()['location'])
  const verify = await request.post('/api/payments/verify', {
    headers: auth(token),
    data: { token: orderId, payerId: back.searchParams.get('PayerID') },
  })
  expect(verify.status(), await verify.text()).toBe(200)
}

export const E2E_PASSWORD = 'secret123'

/** A browser context of its own (one person's session), signed in as the account. */
export async function newPartyPage(browser: Browser, account: Account): Promise<Page> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await logIn(page, account.email, E2E_PASSWORD)
  await expect(page).not.toHaveURL(/\/login/)
  return page
}

/** The admin's access token, through the same admin login the dialog uses (password, then the TOTP code). */
export async function adminToken(request: APIRequestContext): Promise<string> {
  return oneAdminSignInAtATime(() => adminTokenNow(request))
}
async function adminTokenNow(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/auth/admin/login', { data: ADMIN })
  expect(login.status()).toBe(200)
  const { challenge, enrolled } = ((await login.json()) as { secondFactor: { challenge: string; enrolled: boolean } })
    .secondFactor
  if (!enrolled) {
    const enrollment = await request.post('/api/auth/login/second-factor/enrollment', { data: { challenge } })
    expect(enrollment.status()).toBe(200)
    adminAuthenticator.remember(((await enrollment.json()) as { secret: string }).secret)
  }
  const passed = await request.post('/api/auth/login/second-factor', {
    data: { challenge, code: await adminAuthenticator.code() },
  })
  expect(passed.status()).toBe(200)
  return ((await passed.json()) as { accessToken: string }).accessToken
}

/**
 * A cosigner whose profile is paid and approved by the admin, so it is listed, and whose PayPal payout email is
 * confirmed from its mail (as the cosigner would), so renters can pay them.
 */
export async function approvedCosigner(
  request: APIRequestContext,
  overrides: Record<string, unknown> = {},
  names: { firstName?: string; lastName?: string } = {},
  { confirmPaypal = true }: { confirmPaypal?: boolean } = {},
): Promise<Account & { profileId: string }> {
  const cosigner = await signUpByApi(request, 'COSIGNER', 'cosigner', { password: E2E_PASSWORD, ...names })
  const profileId = await saveCosignerProfileByApi(request, cosigner, { phone: '512 555 0142', ...overrides })
  if (confirmPaypal)
    await confirmPaypalEmailByApi(request, typeof overrides.paypalEmail === 'string' ? overrides.paypalEmail : cosigner.email)
  // payments sells the profile fee once matching's cosigner_profile.saved has reached it (it waits 2 s for it;
  // on a loaded machine the event can take longer).
  await expect(async () => {
    await payByApi(request, cosigner.token, { purpose: 'profile_creation', subjectId: profileId })
  }).toPass({ timeout: 20_000 })
  const token = await adminToken(request)
  // payment.completed reaches the matching service asynchronously: the approval is refused (409) until then.
  await expect(async () => {
    const approved = await request.post(`/api/matching/admin/profiles/${profileId}/approve`, {
      headers: auth(token),
    })
    expect(approved.status()).toBe(200)
  }).toPass({ timeout: 20_000 })
  return { ...cosigner, profileId }
}

export const RENTER_BIO_TEXT =
  'I am a nurse at the city hospital and I have rented apartments for six years without a single late payment. ' +
  'I am moving closer to work and I need a cosigner because my credit history is still quite short.'

/** A renter with a saved profile, through the matching API (`location`: a town of its own, for a test's matches). */
export async function renterWithProfileByApi(
  request: APIRequestContext,
  firstName = 'Rita',
  { location = 'Austin, TX', prefix = 'renter' }: { location?: string; prefix?: string } = {},
): Promise<Account> {
  const renter = await signUpByApi(request, 'RENTER', prefix, { password: E2E_PASSWORD, firstName })
  const saved = await request.put('/api/matching/profiles/renter', {
    headers: auth(renter.token),
    data: {
      firstName,
      lastName: renter.lastName,
      location,
      monthlyIncomeCents: 500_000,
      employmentStatus: 'full-time',
      cosignerBudget: '300-700',
      moveInTimeline: 'flexible',
      housingBudgetCents: 180_000,
      housingType: 'apartment',
      bio: RENTER_BIO_TEXT,
    },
  })
  expect(saved.status(), await saved.text()).toBe(201)
  return renter
}

/**
 * A renter's match request to an approved cosigner, sent through the APIs: the renter pays the matching fee on
 * the local PayPal server (which opens a matching session) and sends the request. Returns both accounts and the
 * request id.
 */
export async function sentMatchRequest(
  request: APIRequestContext,
  parties: { cosigner?: Account & { profileId: string }; renter?: Account } = {},
  terms: { monthlyRentCents?: number; propertyAddress?: string; moveInDate?: string } = {},
): Promise<{ cosigner: Account & { profileId: string }; renter: Account; requestId: string }> {
  const cosigner = parties.cosigner ?? (await approvedCosigner(request))
  const renter = parties.renter ?? (await renterWithProfileByApi(request))
  await payByApi(request, renter.token, { purpose: 'match_request', subjectId: cosigner.profileId })
  const moveIn = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
  let requestId = ''
  // The paid matching session reaches the matching service through payment.completed, asynchronously.
  await expect(async () => {
    const sent = await request.post('/api/matching/match-requests', {
      headers: auth(renter.token),
      data: {
        cosignerProfileId: cosigner.profileId,
        monthlyRentCents: terms.monthlyRentCents ?? 150_000,
        leaseDurationMonths: 12,
        propertyAddress: terms.propertyAddress ?? '12 Elm Street, Austin, TX 78701',
        moveInDate: terms.moveInDate ?? moveIn,
        message: 'Looking forward to working with you.',
      },
    })
    expect(sent.status(), await sent.text()).toBe(201)
    requestId = ((await sent.json()) as { request: { id: string } }).request.id
  }).toPass({ timeout: 20_000 })
  return { cosigner, renter, requestId }
}

/** The same request (sentMatchRequest), accepted by the cosigner. */
export async function acceptedMatchRequest(
  request: APIRequestContext,
  parties: { cosigner?: Account & { profileId: string }; renter?: Account } = {},
  terms: { monthlyRentCents?: number; propertyAddress?: string; moveInDate?: string } = {},
): Promise<{ cosigner: Account & { profileId: string }; renter: Account; requestId: string }> {
  const sent = await sentMatchRequest(request, parties, terms)
  const accepted = await request.post(`/api/matching/match-requests/${sent.requestId}/accept`, {
    headers: auth(sent.cosigner.token),
  })
  expect(accepted.status(), await accepted.text()).toBe(200)
  return sent
}

/**
 * Shows the page in a theme in place, as the theme switch does: `data-theme` and the inline colour scheme the
 * theme controller also writes on <html> (it outranks the stylesheet's [data-theme] rule, so the attribute alone
 * leaves the page in the controller's theme).
 */
export async function showTheme(page: Page, theme: 'light' | 'dark') {
  await page.evaluate((t) => {
    document.documentElement.dataset.theme = t
    document.documentElement.style.colorScheme = t
  }, theme)
}

/** A 1x1 PNG file: enough for a credit report uploaded through the API. */
export const CREDIT_REPORT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** A 1x1 PNG: enough for a signature made through the API (the browser tests draw theirs). */
export const TINY_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='

/** The contracts service learns of an accepted request from matching's event: wait until it lists it. */
export async function waitForCandidate(request: APIRequestContext, cosigner: Account, requestId: string) {
  await expect(async () => {
    const res = await request.get('/api/contracts/contracts/candidates', { headers: auth(cosigner.token) })
    expect(res.status()).toBe(200)
    const { items } = (await res.json()) as { items: Array<{ matchRequestId: string }> }
    expect(items.map((i) => i.matchRequestId)).toContain(requestId)
  }).toPass({ timeout: 20_000 })
}

/**
 * Creates and signs a contract as the cosigner through the API, with the hash of the terms the draft gives,
 * once the contracts service lists the accepted request.
 */
export async function createContractByApi(
  request: APIRequestContext,
  cosigner: Account,
  matchRequestId: string,
  feeCents: number,
): Promise<ContractDto> {
  await waitForCandidate(request, cosigner, matchRequestId)
  const draftRes = await request.get(`/api/contracts/contracts/new?matchRequestId=${matchRequestId}`, {
    headers: auth(cosigner.token),
  })
  expect(draftRes.status(), await draftRes.text()).toBe(200)
  const draft = (await draftRes.json()) as ContractDraftResponse
  const terms = { ...draft.terms, feeOption: 'full' as const, feeCents, downPaymentCents: null, monthlyPaymentCents: null }
  const signed = signedTermsOf(terms, {
    renterId: draft.candidate.renterId,
    cosignerId: draft.cosignerId,
    cosignerEmail: draft.cosignerEmail,
    cosignerPaypalEmail: draft.cosignerPaypalEmail!,
  })
  const termsHash = createHash('sha256').update(canonicalTerms(signed)).digest('hex')
  const res = await request.post('/api/contracts/contracts', {
    headers: auth(cosigner.token),
    data: { matchRequestId, terms, signature: { imagePng: TINY_PNG, termsHash } },
  })
  expect(res.status(), await res.text()).toBe(201)
  return ((await res.json()) as { contract: ContractDto }).contract
}

/**
 * Stops every gateway instance of the platform under test (SIGKILL: no graceful close, as in a crash); the
 * platform's runner starts them again. Their ports come from scripts/platform.mjs with this run's PORT_OFFSET and
 * REPLICAS (behind the edge: 8180, 8280, ...), so the test follows the platform's layout.
 */
export async function killGateways(): Promise<number> {
  const platform = (await import(pathToFileURL(path.join(ROOT, 'scripts/platform.mjs')).href)) as { GATEWAY_INSTANCE_PORTS: number[] }
  let killed = 0
  for (const port of platform.GATEWAY_INSTANCE_PORTS) {
    const pids = execSync(`ss -ltnpH 'sport = :${port}' | grep -o 'pid=[0-9]*' | cut -d= -f2 || true`)
      .toString()
      .trim()
      .split(/\s+/)
      .filter(Boolean)
    for (const pid of new Set(pids)) {
      process.kill(Number(pid), 'SIGKILL')
      killed++
    }
  }
  return killed
}
