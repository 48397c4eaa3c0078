// Issue 31 (helper brand): a city page lists the approved cosigners of that city from the live listing and
// never a renter; the admin Payments tab charts the server's weekly and monthly totals; axe finds nothing on
// either, in the light and the dark theme.
import { expect, test, type Page } from '@playwright/test'
import { formatUsd, type PaymentSeriesResponse } from '@cosign/api'
import { adminToken, approvedCosigner, auth, logInAsAdmin, renterWithProfileByApi } from './helpers.js'
import { axeViolations } from './axe.js'

async function expectNoAxeViolations(page: Page, where: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme })
    expect(await axeViolations(page), `${where} (${colorScheme}): axe violations`).toEqual([])
  }
  await page.emulateMedia({ colorScheme: null })
}

test('a city page lists an approved cosigner of that city, and no renter', async ({ page, request }) => {
  test.setTimeout(120_000)
  const run = Date.now().toString(36)
  const cosigner = await approvedCosigner(request, { location: 'Tuscaloosa, AL', firstName: 'Tamsin', lastName: `Zed${run}` }, { firstName: 'Tamsin', lastName: `Zed${run}` })
  const renter = await renterWithProfileByApi(request, 'Rowan')
  // The renter lives in the same city: a renter is never shown on a city page.
  const moved = await request.put('/api/matching/profiles/renter', {
    headers: auth(renter.token),
    data: {
      firstName: 'Rowan',
      lastName: renter.lastName,
      location: 'Tuscaloosa, AL',
      monthlyIncomeCents: 500_000,
      employmentStatus: 'full-time',
      cosignerBudget: '300-700',
      moveInTimeline: 'flexible',
      housingBudgetCents: 180_000,
      housingType: 'apartment',
      bio: 'I am a nurse at the city hospital and I have rented apartments for six years without a single late payment. I need a cosigner for a new lease closer to work, and I keep every landlord informed of anything that matters.',
    },
  })
  expect(moved.ok(), await moved.text()).toBeTruthy()

  // What the public listing says about the city, the page's only source.
  const listing = await request.get('/api/matching/listings?tab=cosigners&search=Tuscaloosa%2C%20AL&pageSize=6')
  const { total } = (await listing.json()) as { total: number }
  expect(total).toBeGreaterThanOrEqual(1)

  await page.goto('/city/tuscaloosa-alabama')
  const section = page.locator('section[aria-labelledby="mk-city-cosigners"]')
  await expect(section.getByRole('heading', { name: 'Cosigners available in Tuscaloosa' })).toBeVisible()
  await expect(section.getByTestId('city-cosigner-count')).toHaveText(
    `${total} approved ${total === 1 ? 'cosigner lists' : 'cosigners list'} Tuscaloosa, AL.`,
  )
  await expect(section.getByRole('heading', { name: `Tamsin ${cosigner.lastName.charAt(0).toUpperCase()}.` }).first()).toBeVisible()
  await expect(section.getByText('$600 one-time fee').first()).toBeVisible()
  // Only first name and last initial; no renter at all.
  await expect(page.getByText(cosigner.lastName)).toHaveCount(0)
  await expect(page.getByText(/Rowan/)).toHaveCount(0)
  await expect(section.getByRole('link', { name: 'See Cosigners in Tuscaloosa' })).toHaveAttribute(
    'href',
    '/listings?tab=cosigners&search=Tuscaloosa%2C+AL',
  )
  await expectNoAxeViolations(page, 'city page')
})

test("the admin Payments tab charts the server's weekly and monthly totals", async ({ page, request }) => {
  test.setTimeout(120_000)
  await logInAsAdmin(page)
  const token = await adminToken(request)
  const series = (await (
    await request.get('/api/payments/admin/payments/series', { headers: auth(token) })
  ).json()) as PaymentSeriesResponse
  const weekly = page.getByRole('table', { name: 'Received per week (weeks start on Monday, UTC)' })
  const monthly = page.getByRole('table', { name: 'Received per month' })
  // The charts' tables (for screen readers) hold exactly the server's figures, oldest first.
  await expect(weekly.locator('tbody td')).toHaveText(series.weeks.map((w) => formatUsd(w.totalCents)))
  await expect(monthly.locator('tbody td')).toHaveText(series.months.map((m) => formatUsd(m.totalCents)))
  await expect(page.locator('.ui-chart svg')).toHaveCount(2)
  // Each drawing is as wide as its plot area, measured once laid out (ResizeObserver), and follows a resize.
  const drawingWidths = () =>
    page.locator('.ui-chart svg').evaluateAll((svgs) =>
      svgs.map((svg) => {
        const plot = Math.round(svg.parentElement?.getBoundingClientRect().width ?? 0)
        return Number(svg.getAttribute('width')) === plot ? plot : -1
      }),
    )
  await expect.poll(async () => (await drawingWidths()).every((width) => width > 0)).toBe(true)
  const wide = await drawingWidths()
  await page.setViewportSize({ width: 375, height: 800 })
  await expect
    .poll(async () => (await drawingWidths()).every((width, i) => width > 0 && width !== wide[i]))
    .toBe(true)
  await expectNoAxeViolations(page, 'admin payments tab')
})
