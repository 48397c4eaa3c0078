import { execSync, spawn } from 'node:child_process'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { expect, type APIRequestContext, type Page } from '@playwright/test'

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
export const ADMIN = {
  email: process.env.ADMIN_EMAIL ?? 'admin@cosign.local',
  password: process.env.ADMIN_PASSWORD ?? 'admin12345',
}

/** A unique address per test run so runs never collide. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`
}

export async function signUp(
  page: Page,
  user: { firstName: string; lastName: string; email: string; password: string; role: 'renter' | 'cosigner' },
) {
  await page.goto(`/signup?type=${user.role}`)
  await page.getByLabel('First name').fill(user.firstName)
  await page.getByLabel('Last name').fill(user.lastName)
  await page.getByLabel('Email').fill(user.email)
  await page.getByLabel('Password', { exact: true }).fill(user.password)
  await page.getByLabel('Confirm password').fill(user.password)
  await page.getByRole('button', { name: /sign up|create account/i }).click()
  await expect(page).toHaveURL(/\/create-profile/)
}

export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password').fill(password)
  await page.getByRole('button', { name: /^(log ?in|sign ?in)$/i }).click()
}

/** The admin signs in through the header's Admin Login dialog and lands on /admin. */
export async function logInAsAdmin(page: Page) {
  await page.goto('/')
  await page.getByRole('button', { name: 'Admin' }).click()
  const dialog = page.getByRole('dialog', { name: 'Admin Login' })
  await dialog.getByLabel('Email').fill(ADMIN.email)
  await dialog.getByLabel('Password').fill(ADMIN.password)
  await dialog.getByRole('button', { name: 'Login as Admin' }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` })

/** A user signed up through the API, with the access token of that sign-up. */
export interface Account {
  id: string
  email: string
  token: string
  lastName: string
}

/** Signs up through the auth API (no UI), with a unique email and, unless given, a unique last name. */
export async function signUpByApi(
  request: APIRequestContext,
  role: 'RENTER' | 'COSIGNER',
  prefix: string,
  user: { password: string; firstName?: string; lastName?: string },
): Promise<Account> {
  const email = uniqueEmail(prefix)
  const lastName = user.lastName ?? `${prefix}${Date.now().toString(36)}`
  const { password } = user
  const res = await request.post('/api/auth/signup', {
    data: { email, password, confirmPassword: password, firstName: user.firstName ?? 'Test', lastName, role },
  })
  expect(res.status(), await res.text()).toBe(201)
  const body = (await res.json()) as { accessToken: string; user: { id: string } }
  return { id: body.user.id, email, token: body.accessToken, lastName }
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
