import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { APP_ROUTES, type AppRoute, type Role } from '@cosign/api'
import {
  E2E_PASSWORD,
  ROOT,
  acceptedMatchRequest,
  approvedCosigner,
  createContractByApi,
  logIn,
  logInAsAdmin,
  renterWithProfileByApi,
  showTheme,
} from './helpers'
import { axeViolations } from './axe'

// Issue 15: every route of the route table (packages/api/src/routes.ts), for each role that may open it,
// at phone (375 px) and desktop (1280 px) width: no sideways scrolling, no element outside the viewport, no axe
// violation in the light or the dark theme (issue 31). Data is created first so the screens show content (a listed cosigner with a long unbroken name, a
// renter, an accepted match request and a contract). With E2E_SCREENSHOTS=1 each page is photographed into
// e2e/screenshots/ (ignored by git), so the main screens can be looked at without running the platform; the test
// command leaves it off (no one looks at them there, and each of the ~300 pages would be photographed whole,
// twice: light and dark).
// The four sweeps run on whichever workers are free (each worker builds its own world).
test.describe.configure({ mode: 'parallel' })
const SHOTS = path.join(ROOT, 'e2e', 'screenshots')
const WIDTHS = [
  { name: 'phone', width: 375, height: 740 },
  { name: 'desktop', width: 1280, height: 800 },
] as const
// One unbroken word longer than a phone is wide: names must wrap inside their cards, not run out of them.
const LONG_LAST_NAME = 'Wolfeschlegelsteinhausenbergerdorff'

type Viewer = 'visitor' | Role

interface World {
  cosignerProfileId: string
  contractId: string
}

/** Which routes a viewer opens (access column); the admin's member routes redirect to /admin and are skipped. */
function opens(route: AppRoute, viewer: Viewer): boolean {
  switch (route.access) {
    case 'public':
      return true
    case 'guest':
      return viewer === 'visitor'
    case 'user':
      return viewer !== 'visitor'
    case 'member':
      return viewer === 'RENTER' || viewer === 'COSIGNER'
    case 'cosigner':
      return viewer === 'COSIGNER'
    case 'cosigner-or-admin':
      return viewer === 'COSIGNER' || viewer === 'ADMIN'
    case 'admin':
      return viewer === 'ADMIN'
  }
}

/**
 * The marketing pages' own content is the same for every viewer (pre-rendered); only the shell's header around
 * them changes when signed in. The visitor's sweeps cover each of them; a signed-in sweep covers the header on
 * two of them (the home page and a city page), not on all ten, which keeps the sweeps within the test command's
 * time (docs/decisions.md, "The screens sweeps' time").
 */
const MARKETING_PAGES_SIGNED_IN = new Set(['/', '/city/:citySlug'])
function sweptFor(route: AppRoute, viewer: Viewer): boolean {
  return viewer === 'visitor' || route.app !== 'mfe_marketing' || MARKETING_PAGES_SIGNED_IN.has(route.path)
}

/** Concrete URLs for a route pattern (the admin dashboard once per tab). */
function urlsOf(route: AppRoute, viewer: Viewer, world: World): string[] {
  if (route.path === '/admin')
    return ['payments', 'transactions', 'clients', 'activity', 'disputes', 'documents', 'services', 'users'].map(
      (tab) => `/admin?tab=${tab}`,
    )
  if (route.path === '/dashboard' && viewer === 'RENTER') return ['/dashboard', '/dashboard?view=find-cosigner']
  return [
    route.path
      .replace(':citySlug', 'san-diego-california')
      .replace(':id', route.path.startsWith('/contracts') ? world.contractId : world.cosignerProfileId),
  ]
}

/** Elements whose box leaves the viewport sideways, unless a scrolling or clipping ancestor holds them. */
async function outsideViewport(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const clips = (el: Element) => {
      const style = getComputedStyle(el)
      return style.overflowX !== 'visible' || style.clip !== 'auto' || style.clipPath !== 'none'
    }
    const describe = (el: Element) => {
      const id = el.id ? `#${el.id}` : ''
      const cls = typeof el.className === 'string' && el.className ? `.${el.className.trim().split(/\s+/).join('.')}` : ''
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `${el.tagName.toLowerCase()}${id}${cls} "${text}"`
    }
    const out: string[] = []
    for (const el of document.body.querySelectorAll('*')) {
      const rect = el.getBoundingClientRect()
      if (rect.width === 0 || rect.height === 0) continue
      const style = getComputedStyle(el)
      if (style.visibility === 'hidden' || style.position === 'fixed' && rect.bottom < 0) continue
      // Its box, or text running out of its box (an unbroken name wider than its card).
      const contentRight = style.overflowX === 'visible' ? rect.left + el.scrollWidth : rect.right
      if (rect.left >= -1 && Math.max(rect.right, contentRight) <= width + 1) continue
      // Inside a box that scrolls or clips (a table's scroll area, a visually hidden label), it is not cut off.
      let clipped = false
      for (let parent = el.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (clips(parent)) {
          clipped = true
          break
        }
      }
      if (!clipped) out.push(`${describe(el)} [${Math.round(rect.left)}..${Math.round(Math.max(rect.right, contentRight))} of ${width}]`)
    }
    // The outermost offender says it all; its children repeat it.
    return out.slice(0, 5)
  })
}

/** Boxes whose content is wider than they are and that scroll sideways to show it. */
async function scrollingBoxes(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.body.querySelectorAll('*')]
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
      .filter((el) => el.scrollWidth > el.clientWidth + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className)} ${el.scrollWidth} px in ${el.clientWidth} px`),
  )
}

/**
 * Cards whose badges (the head row's last item, after the name) are not at the top right of the head, however
 * long the name: every card puts them in the same place (issue 15).
 */
async function misplacedBadges(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('.ui-card__head')].flatMap((head) => {
      const badges = head.children.length > 1 ? head.lastElementChild : null
      if (!badges) return []
      const h = head.getBoundingClientRect()
      const b = badges.getBoundingClientRect()
      if (b.width === 0 || (Math.abs(b.right - h.right) <= 1 && Math.abs(b.top - h.top) <= 2)) return []
      return [`${(head.textContent ?? '').trim().slice(0, 40)} [badges at ${Math.round(b.left)},${Math.round(b.top)}]`]
    }),
  )
}

/**
 * Opens the URL and resolves once the page has had no request in flight for `quietMs` (Playwright's 'networkidle' waits 500 ms, which
 * over the sweeps' ~300 page loads was about a minute of the test command doing nothing: docs/perf.md). A screen's
 * data calls start as its chunks run, so 200 ms of silence after the last answer is its loading done; the checks
 * after this (its heading, no spinner left) catch a screen still loading.
 */
async function openQuietly(page: Page, url: string, quietMs = 200, timeoutMs = 10_000) {
  const inFlight = new Set<unknown>()
  let lastChange = Date.now()
  const started = (r: unknown) => (inFlight.add(r), (lastChange = Date.now()))
  const ended = (r: unknown) => (inFlight.delete(r), (lastChange = Date.now()))
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  try {
    await page.goto(url)
    const deadline = Date.now() + timeoutMs
    while (Date.now() < deadline && (inFlight.size > 0 || Date.now() - lastChange < quietMs))
      await new Promise((r) => setTimeout(r, 25))
  } finally {
    page.off('request', started)
    page.off('requestfinished', ended)
    page.off('requestfailed', ended)
  }
}

async function settle(page: Page, url: string) {
  await openQuietly(page, url)
  await expect(page.locator('#main-content h1').first()).toBeVisible({ timeout: 15_000 }).catch(() => undefined)
  await expect(page.locator('#main-content [role="status"].ui-spinner')).toHaveCount(0, { timeout: 15_000 }).catch(() => undefined)
  // Fonts and late images change widths: measure once they are in.
  await page.evaluate(() => document.fonts.ready)
}

async function sweep(page: Page, viewer: Viewer, world: World, size: (typeof WIDTHS)[number]) {
  mkdirSync(SHOTS, { recursive: true })
  const urls = APP_ROUTES.filter((route) => opens(route, viewer) && sweptFor(route, viewer)).flatMap((route) =>
    urlsOf(route, viewer, world),
  )
  urls.push('/no-such-page')
  await page.setViewportSize({ width: size.width, height: size.height })
  // No colour transitions: axe reads each theme's final colours right after the switch.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  for (const url of urls) {
    await test.step(`${viewer} ${url} at ${size.width}px`, async () => {
      await settle(page, url)
      const where = `${viewer} ${url} at ${size.width}px (now ${new URL(page.url()).pathname})`
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
      expect.soft(overflow, `${where}: the page scrolls sideways`).toBeLessThanOrEqual(0)
      expect.soft(await outsideViewport(page), `${where}: elements outside the viewport`).toEqual([])
      expect.soft(await misplacedBadges(page), `${where}: card badges not at the top right of their card`).toEqual([])
      // On a desktop nothing needs sideways scrolling, not even inside a box (a table's last column).
      if (size.width >= 1280)
        expect.soft(await scrollingBoxes(page), `${where}: boxes that scroll sideways`).toEqual([])
      // Both themes (issue 31): the layout and the markup are the same, so in the dark one only what a theme
      // changes is checked again, colour contrast (and photographed), on the same page with
      // <html data-theme="dark"> as the theme switch sets it.
      for (const theme of ['light', 'dark'] as const) {
        await showTheme(page, theme)
        const rules = theme === 'dark' ? { rules: ['color-contrast'] } : {}
        // Under reduced motion no transition starts (ui.css), so the theme's colours are final at once: one look.
        const violations = await axeViolations(page, rules)
        expect.soft(violations, `${where} in the ${theme} theme: axe violations`).toEqual([])
        if (process.env.E2E_SCREENSHOTS === '1') {
          const name = `${viewer.toLowerCase()}${url.replace(/[^a-z0-9]+/gi, '-').replace(/-$/, '') || '-home'}-${size.width}-${theme}.png`
          await page.screenshot({ path: path.join(SHOTS, name), fullPage: true })
        }
      }
    })
  }
}

let world: World | null = null
let renterLogin = ''
let cosignerLogin = ''

async function theWorld(request: APIRequestContext): Promise<World> {
  if (world) return world
  const cosigner = await approvedCosigner(
    request,
    { firstName: 'Maximiliana', lastName: LONG_LAST_NAME },
    { firstName: 'Maximiliana', lastName: `${LONG_LAST_NAME}${Date.now().toString(36)}` },
  )
  const renter = await renterWithProfileByApi(request, 'Bartholomewina')
  const { requestId } = await acceptedMatchRequest(request, { cosigner, renter })
  const contract = await createContractByApi(request, cosigner, requestId, 100_000)
  renterLogin = renter.email
  cosignerLogin = cosigner.email
  world = { cosignerProfileId: cosigner.profileId, contractId: contract.id }
  return world
}

// One test per viewer and width, the longest first (the admin has the most screens): they are the suite's longest
// tests, so its workers start them first (their own project, listed first in playwright.config.ts) and the short
// tests of the other specs fill in at the end.
const SIGN_IN: Record<Viewer, (page: Page) => Promise<void>> = {
  ADMIN: async (page) => void (await logInAsAdmin(page)),
  COSIGNER: (page) => logIn(page, cosignerLogin, E2E_PASSWORD),
  RENTER: (page) => logIn(page, renterLogin, E2E_PASSWORD),
  visitor: async () => {},
}
const TITLES: Record<Viewer, string> = {
  ADMIN: 'every screen of the admin',
  COSIGNER: 'every screen of a cosigner',
  RENTER: 'every screen of a renter',
  visitor: 'every public screen for a visitor',
}

for (const viewer of ['ADMIN', 'COSIGNER', 'RENTER', 'visitor'] as const)
  for (const size of WIDTHS)
    test(`${TITLES[viewer]} fits ${size.width} px and passes axe`, async ({ page, request }) => {
      test.setTimeout(600_000)
      const w = await theWorld(request)
      await SIGN_IN[viewer](page)
      if (viewer !== 'visitor') await expect(page).not.toHaveURL(/\/login/)
      await sweep(page, viewer, w, size)
    })
