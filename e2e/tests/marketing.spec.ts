import { readFile } from 'node:fs/promises'
import { expect, test, type Page } from '@playwright/test'
import { signUp, uniqueEmail } from './helpers'

/** The live marketing app (mounted by the shell) marks its root; the pre-rendered copy never has the mark. */
async function waitForMarketingApp(page: Page) {
  await expect(page.locator('.mk[data-mounted="true"]')).toBeVisible()
}

/** The marketing app's own content (the shell's header and footer have links with the same names). */
const marketing = (page: Page) => page.locator('.mk')

/** A flag on window survives in-app navigation and disappears on a full page load. */
async function markDocument(page: Page) {
  await page.evaluate(() => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true))
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(
    true,
  )
}

/** What the page logs as errors from now on (React reports hydration mismatches there). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

/** The scripts the page requests from now on. */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url())
  })
  return scripts
}

type Tagged = Element & { __fromServer?: boolean }

/**
 * Tags the first element of each selector as the server sent it, before any script runs (readyState
 * "interactive" precedes defer scripts).
 */
async function tagServerMarkup(page: Page, selectors: string[]) {
  await page.addInitScript((selectors: string[]) => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return
      for (const element of selectors.map((selector) => document.querySelector(selector)))
        if (element) (element as Tagged).__fromServer = true
    })
  }, selectors)
}

/** For each selector: is its first element still the node the server sent? */
function fromServer(page: Page, selectors: string[]): Promise<boolean[]> {
  return page.evaluate(
    (selectors: string[]) =>
      selectors.map((selector) => (document.querySelector(selector) as Tagged | null)?.__fromServer === true),
    selectors,
  )
}

test('home -> I Need a Cosigner -> /renter -> call to action opens sign-up with the renter type chosen', async ({
  page,
}) => {
  await page.goto('/')
  await waitForMarketingApp(page)
  await markDocument(page)

  await marketing(page).getByRole('link', { name: 'I Need a Cosigner' }).first().click()
  await expect(page).toHaveURL(/\/renter$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Need a cosigner for your lease?' })).toBeVisible()
  await expect(page).toHaveTitle('Find a Cosigner for Your Lease | Cosign')

  await marketing(page).getByRole('link', { name: 'Sign Up as a Renter' }).first().click()
  await expect(page).toHaveURL(/\/signup\?type=renter$/)
  await expect(page.getByRole('radio', { name: /renter/i })).toBeChecked()
  await expectSameDocument(page)
})

test('a city page links to the other cities of its state, and the state-city order redirects', async ({
  page,
}) => {
  await page.goto('/city/california-san-diego')
  await expect(page).toHaveURL(/\/city\/san-diego-california$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find a lease cosigner in San Diego, California',
  )
  await waitForMarketingApp(page)
  await markDocument(page)

  const others = page.getByRole('region', { name: 'Other cities in California' })
  for (const city of ['Los Angeles', 'San Jose', 'San Francisco', 'Sacramento', 'Fresno', 'Oakland'])
    await expect(others.getByRole('link', { name: `${city}, CA` })).toBeVisible()
  await expect(others.getByRole('link', { name: 'San Diego, CA' })).toHaveCount(0)

  await others.getByRole('link', { name: 'Oakland, CA' }).click()
  await expect(page).toHaveURL(/\/city\/oakland-california$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Find a lease cosigner in Oakland, California',
  )
  await expect(page).toHaveTitle('Lease Cosigner in Oakland, California | Cosign')
  await expect(
    page
      .getByRole('region', { name: 'Other cities in California' })
      .getByRole('link', { name: 'San Diego, CA' }),
  ).toBeVisible()
  await expectSameDocument(page)
})

test('an unknown city answers the 404 page with status 404 and a link home', async ({ page }) => {
  const response = await page.goto('/city/atlantis-california')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible()
  await expect(marketing(page).getByRole('link', { name: 'Go to the Home Page' })).toHaveAttribute(
    'href',
    '/',
  )
})

test('the sitemap download gives the XML file', async ({ page }) => {
  await page.goto('/')
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    marketing(page).getByRole('link', { name: 'Download XML sitemap' }).click(),
  ])
  expect(download.suggestedFilename()).toBe('sitemap.xml')
  const xml = await readFile((await download.path()) as string, 'utf8')
  expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
  const origin = new URL(page.url()).origin
  for (const path of ['/', '/renter', '/cosigner', '/signup', '/login', '/city/san-diego-california'])
    expect(xml).toContain(`<loc>${origin}${path}</loc>`)
  // The browser can parse it as XML.
  const parsed = await page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml')
    return {
      error: doc.getElementsByTagName('parsererror').length,
      urls: doc.getElementsByTagName('url').length,
    }
  }, xml)
  expect(parsed.error).toBe(0)
  expect(parsed.urls).toBeGreaterThan(150)
})

test.describe('without JavaScript (as a crawler sees the pages)', () => {
  test.use({ javaScriptEnabled: false })

  // [path, h1, number of JSON-LD blocks: Organization + FAQPage on /, FAQPage, the plans' ItemList on Lease Armor,
  // BreadcrumbList on cities, WebPage on the sitemap]
  for (const [path, h1, jsonLdBlocks] of [
    ['/', 'Find a trusted lease cosigner, or earn by becoming one', 2],
    ['/renter', 'Need a cosigner for your lease?', 1],
    ['/cosigner', 'Earn money as a lease cosigner', 1],
    ['/lease-armor-pricing', 'Lease Armor pricing', 1],
    ['/city/st-louis-missouri', 'Find a lease cosigner in St. Louis, Missouri', 1],
    ['/sitemap', 'Sitemap', 1],
  ] as const) {
    test(`${path} has its content, one h1 and its head tags`, async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
      await expect(page.locator('h1')).toHaveCount(1)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
        'href',
        new URL(path, page.url()).href,
      )
      await expect(page.locator('meta[name="description"]')).toHaveCount(1)
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1)
      await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(jsonLdBlocks)
    })
  }

  test('the cosigner page shows the five earnings examples', async ({ page }) => {
    await page.goto('/cosigner')
    const table = page.getByRole('table', { name: 'Earnings examples' })
    for (const amount of ['$2,000', '$6,000', '$12,500', '$7,200', '$9,000'])
      await expect(table.getByRole('cell', { name: amount, exact: true })).toBeVisible()
  })
})

test('the browser hydrates the pre-rendered page: the server nodes stay, with no hydration error', async ({
  page,
}) => {
  const errors = consoleErrors(page)
  // The server's <h1> and first link.
  await tagServerMarkup(page, ['h1', '.mk a'])
  await page.goto('/city/st-louis-missouri')
  await waitForMarketingApp(page)
  // The in-app link works, so the app is live on the server's markup.
  await marketing(page).getByRole('link', { name: 'Kansas City, MO' }).click()
  await expect(page).toHaveURL(/\/city\/kansas-city-missouri$/)
  await page.goBack()
  await expect(page).toHaveURL(/\/city\/st-louis-missouri$/)
  await page.goto('/city/st-louis-missouri')
  await waitForMarketingApp(page)
  expect(await fromServer(page, ['h1', '.mk a'])).toEqual([true, true])
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([])
})

test('the trust sections stay as the server sent them, and their code loads only when the app renders them', async ({
  page,
}) => {
  const errors = consoleErrors(page)
  const scripts = scriptRequests(page)
  // The server's journey.
  await tagServerMarkup(page, ['.mk-journey'])
  const diagram = (p: Page) => marketing(p).getByRole('list', { name: 'The four steps' })

  await page.goto('/')
  await waitForMarketingApp(page)
  await markDocument(page)
  await expect(diagram(page)).toBeVisible()
  await expect(marketing(page).getByRole('heading', { name: 'How we protect you' })).toBeVisible()
  await expect(marketing(page).getByRole('heading', { name: 'Fee example' })).toBeVisible()
  expect(await fromServer(page, ['.mk-journey'])).toEqual([true])
  const loadedWithPage = scripts.length

  await marketing(page).getByRole('link', { name: 'I Need a Cosigner' }).first().click()
  await expect(page).toHaveURL(/\/renter$/)
  await expect(marketing(page).getByRole('heading', { name: 'Who pays whom, and when' })).toBeVisible()
  await expect(diagram(page)).toBeVisible()
  await expect(marketing(page).getByRole('heading', { name: 'How we protect you' })).toBeVisible()
  await expect(
    marketing(page).getByRole('table', { name: /^Payments for a \$[\d,]+ cosigner fee$/ }),
  ).toBeVisible()
  await expectSameDocument(page)
  // Rendered by the app this time: their code came as its own chunk, after the first load.
  expect(scripts.length).toBeGreaterThan(loadedWithPage)
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([])
})

test('signed in, the cosigner page calls to the dashboard instead of sign-up', async ({ page }) => {
  const errors = consoleErrors(page)
  await page.goto('/cosigner')
  await waitForMarketingApp(page)
  await expect(marketing(page).getByRole('link', { name: 'Sign Up as a Cosigner' }).first()).toHaveAttribute(
    'href',
    '/signup?type=cosigner',
  )

  await signUp(page, {
    firstName: 'Cody',
    lastName: 'Cosigner',
    email: uniqueEmail('cody'),
    password: 'secret-pass-1',
    role: 'cosigner',
  })
  await page.goto('/cosigner')
  await waitForMarketingApp(page)
  await expect(marketing(page).getByRole('link', { name: 'Go to Your Dashboard' }).first()).toHaveAttribute(
    'href',
    '/dashboard',
  )
  // The page was pre-rendered signed out; hydration starts from that and then shows the signed-in action.
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([])
})

test("a legal page's code loads when one opens; a first load of one hydrates the server's markup", async ({
  page,
}) => {
  const errors = consoleErrors(page)
  const scripts = scriptRequests(page)
  await page.goto('/')
  await waitForMarketingApp(page)
  await markDocument(page)
  const loadedWithHome = scripts.length
  await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click()
  await expect(marketing(page).getByRole('heading', { name: 'Terms of Service', level: 1 })).toBeVisible()
  await expectSameDocument(page)
  // The legal pages are a chunk of their own (issue 28): the home page did not load it.
  expect(scripts.length).toBeGreaterThan(loadedWithHome)

  await tagServerMarkup(page, ['h1'])
  await page.goto('/privacy')
  await waitForMarketingApp(page)
  await expect(marketing(page).getByRole('heading', { name: 'Privacy Policy', level: 1 })).toBeVisible()
  expect(await fromServer(page, ['h1'])).toEqual([true])
  expect(errors.filter((text) => /hydrat/i.test(text))).toEqual([])
})
