import { expect, test, type Page } from '@playwright/test'
import { E2E_PASSWORD, logIn, logInAsAdmin, signUpByApi } from './helpers'

// Issue 15: one navigation per role. A signed-in page had header, page-title bar, a 9-tab bar and an 8-link
// dashboard menu (about 230 px before any content, links repeated, two items current at once, the menu wrapping
// at 1280 px, "My Contracts" and "Payment History" offered to the admin); visitors saw Admin before Login.

const appNav = (page: Page) => page.getByRole('navigation', { name: 'App' })

async function signedInAs(page: Page, role: 'RENTER' | 'COSIGNER') {
  const account = await signUpByApi(page.request, role, `nav${role.toLowerCase()}`, { password: E2E_PASSWORD })
  await logIn(page, account.email, E2E_PASSWORD)
  await expect(page).not.toHaveURL(/\/login/)
  await expect(appNav(page)).toBeVisible()
  return account
}

/** The labels of the navigation's links that are current (aria-current="page"), anywhere on the page. */
async function currentItems(page: Page): Promise<string[]> {
  return page.locator('[aria-current="page"]').allInnerTexts()
}

test("the admin's navigation offers the back office, not the admin's own contracts or payments", async ({ page }) => {
  await logInAsAdmin(page)
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/admin')
    const links = appNav(page).getByRole('link')
    await expect(links).toHaveText(['Dashboard', 'PayPal Settings', 'Support', 'Settings'])
    await expect(page.getByRole('link', { name: /My Contracts|Payment History/ })).toHaveCount(0)
    await expect(appNav(page).getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page')
  }
})

test("a visitor's header shows Login and Sign Up first, the admins' way in after them", async ({ page }) => {
  for (const width of [1280, 375, 320]) {
    await page.setViewportSize({ width, height: 800 })
    await page.goto('/')
    const banner = page.getByRole('banner')
    const login = banner.getByRole('link', { name: 'Login' })
    const signUp = banner.getByRole('link', { name: 'Sign Up' })
    const admin = banner.getByRole('button', { name: 'Admin' })
    await expect(admin).toBeVisible()
    // In reading (and tab) order and on screen, Admin comes last.
    const order = await banner.locator('a, button').evaluateAll((els) => els.map((el) => el.textContent?.trim()))
    expect(order.indexOf('Admin')).toBeGreaterThan(order.indexOf('Sign Up'))
    expect(order.indexOf('Sign Up')).toBeGreaterThan(order.indexOf('Login'))
    const [l, s, a] = await Promise.all([login.boundingBox(), signUp.boundingBox(), admin.boundingBox()])
    expect(a!.x).toBeGreaterThan(s!.x + s!.width - 1)
    expect(s!.x).toBeGreaterThan(l!.x)
    expect(a!.x + a!.width).toBeLessThanOrEqual(width)
  }
})

test('only one navigation item is current at a time (Profile and Payment Setup are one page)', async ({ page }) => {
  await signedInAs(page, 'COSIGNER')
  await page.goto('/profile/cosigner')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await currentItems(page)).toEqual(['Profile'])

  await appNav(page).getByRole('link', { name: 'Payment Setup' }).click()
  await expect(page).toHaveURL(/\/profile\/cosigner#payout$/)
  await expect.poll(() => currentItems(page)).toEqual(['Payment Setup'])

  await page.goto('/contracts/new')
  await expect.poll(() => currentItems(page)).toEqual(['Contracts'])
  await page.goto('/payments')
  await expect.poll(() => currentItems(page)).toEqual(['Payment'])
  await page.goto('/dashboard')
  await expect.poll(() => currentItems(page)).toEqual(['Dashboard'])
})

test('at 1280 px the longest navigation (a cosigner\'s) is one line, and content starts close under it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await signedInAs(page, 'COSIGNER')
  await page.goto('/dashboard')
  await expect(appNav(page).getByRole('link', { name: 'Support' })).toBeVisible()
  const boxes = await appNav(page)
    .getByRole('link')
    .evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, right: r.right })))
  expect(boxes.length).toBeGreaterThanOrEqual(10)
  expect(new Set(boxes.map((b) => Math.round(b.top))).size).toBe(1)
  expect(Math.max(...boxes.map((b) => b.right))).toBeLessThanOrEqual(1280)
  // Header and navigation together, where there were four bars of about 230 px.
  const main = await page.locator('#main-content').boundingBox()
  expect(main!.y).toBeLessThanOrEqual(130)
  // Each page is listed once: no "Dashboard Home", "My Contracts" or "Payment History" beside their twins.
  const labels = await appNav(page).getByRole('link').allInnerTexts()
  expect(new Set(labels).size).toBe(labels.length)
  await expect(page.getByRole('link', { name: /Dashboard Home|My Contracts|Payment History/ })).toHaveCount(0)
})

test('on phones the tab bar shows whole tabs and a More button for the rest', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 })
  await signedInAs(page, 'RENTER')
  await page.goto('/dashboard')
  const nav = appNav(page)
  await expect(nav.getByRole('button', { name: 'More' })).toBeVisible()
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Listings', 'Contracts', 'Chat'])
  // No tab is cut off ("Contract…") and nothing scrolls out of sight.
  const cut = await nav
    .locator('a, button')
    .evaluateAll((els) =>
      els
        .filter((el) => el.getBoundingClientRect().width > 0)
        .filter((el) => el.scrollWidth > el.clientWidth || el.getBoundingClientRect().right > window.innerWidth)
        .map((el) => el.textContent),
    )
  expect(cut).toEqual([])
  const navBox = await nav.boundingBox()
  expect(navBox!.y + navBox!.height).toBeLessThanOrEqual(700 + 1)

  await nav.getByRole('button', { name: 'More' }).click()
  const more = page.getByRole('dialog', { name: 'More' })
  await expect(more.getByRole('link')).toHaveText(['Payment', 'Documents', 'Ledger', 'Reviews', 'Profile', 'Support', 'Settings'])
  await more.getByRole('link', { name: 'Documents' }).click()
  await expect(page).toHaveURL(/\/documents$/)
  await expect(more).toHaveCount(0)
  // The page behind More is current: the More button says so.
  await expect(nav.getByRole('button', { name: 'More' })).toHaveClass(/is-current/)
})

// A route the apps share by role (/chat: the cosigner app for cosigners) starts loading the app the browser's last
// role gets while the session's refresh is on its way, not after it (shell `likely-app.ts`; docs/perf.md, stop 53).
// The hint is the role alone and goes when the session ends.
test("a shared route loads the last role's app while the session refreshes; the hint goes at logout", async ({
  page,
}) => {
  await signedInAs(page, 'COSIGNER')
  expect(await page.evaluate(() => localStorage.getItem('cosign.role'))).toBe('COSIGNER')
  const remotes = await page.evaluate(
    () => JSON.parse(document.getElementById('runtime-config')?.textContent ?? '{}').remotes,
  )

  // The refresh held back for 1.5 s: the cosigner app's entry is asked for before it answers.
  let refreshAnswered = false
  const entryAskedWhileRefreshing: boolean[] = []
  page.on('request', (request) => {
    if (request.url() === remotes.mfe_cosigner) entryAskedWhileRefreshing.push(!refreshAnswered)
  })
  await page.route('**/api/auth/refresh', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    const response = await route.fetch()
    refreshAnswered = true
    await route.fulfill({ response })
  })
  await page.goto('/chat')
  await expect(page.getByRole('heading', { name: /message|chat/i }).first()).toBeVisible({ timeout: 20_000 })
  expect(entryAskedWhileRefreshing[0]).toBe(true)
  await page.unroute('**/api/auth/refresh')

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login|\/$/)
  await expect.poll(() => page.evaluate(() => localStorage.getItem('cosign.role'))).toBeNull()
})
