import { expect, test } from '@playwright/test'
import {
  adminToken,
  approvedCosigner,
  auth,
  logInAsAdmin,
  newPartyPage,
  payByApi,
  renterWithProfileByApi,
  signUpByApi,
} from './helpers'

// Lease Armor enrolment: a renter picks a plan on the pricing page, records it on the dashboard, the admin's
// Payments tab counts it and the activity timeline keeps it; a cosigner who requires it is shown as such, and
// a renter without a plan is told before sending a request.

/** A renter with a saved profile in a town of its own, so this test's cosigner is the renter's best match. */
const renterIn = (request: Parameters<typeof signUpByApi>[0], location: string) =>
  renterWithProfileByApi(request, 'Lena', { location, prefix: 'armor' })

test('a renter chooses a plan on the pricing page, the dashboard records it, and the admin counts it', async ({
  browser,
  page,
  request,
}) => {
  const renter = await renterIn(request, 'Austin, TX')
  const renterPage = await newPartyPage(browser, renter)

  await renterPage.goto('/lease-armor-pricing')
  await renterPage.getByRole('link', { name: 'Choose plan 3C' }).click()
  await expect(renterPage).toHaveURL(/\/dashboard\?leaseArmorPlan=3C/)
  const card = renterPage.getByRole('region', { name: 'Lease Armor' })
  await expect(card.getByTestId('lease-armor-current')).toHaveText('You are not enrolled in Lease Armor.')
  await expect(card.getByLabel('Plan')).toHaveValue('3C')
  await card.getByRole('button', { name: 'Enroll in plan 3C' }).click()
  await expect(renterPage.getByText('You are enrolled in Lease Armor plan 3C.')).toBeVisible()
  await expect(card.getByTestId('lease-armor-current')).toContainText('Enrolled in plan 3C')
  await expect(card.getByTestId('lease-armor-current')).toContainText('$217.05 a month')

  // The enrolment is kept across a reload (the server's record, not the page's state).
  await renterPage.reload()
  await expect(renterPage.getByTestId('lease-armor-current')).toContainText('Enrolled in plan 3C')

  const token = await adminToken(request)
  const summary = await request.get('/api/matching/admin/lease-armor/enrollments/summary', { headers: auth(token) })
  const planCount = ((await summary.json()) as { byPlan: { planCode: string; count: number }[] }).byPlan.find(
    (p) => p.planCode === '3C',
  )?.count
  expect(planCount).toBeGreaterThanOrEqual(1)

  await logInAsAdmin(page)
  await page.goto('/admin?tab=payments')
  const counts = page.getByTestId('lease-armor-enrollments')
  await expect(counts.getByText('Plan 3C')).toBeVisible()
  await expect(counts.locator('div', { hasText: 'Plan 3C' }).locator('dd')).toHaveText(String(planCount))

  // The event reached the activity timeline, once.
  await expect
    .poll(async () => {
      const res = await request.get('/api/chat/admin/activity', {
        headers: auth(token),
        params: { clientId: renter.id, type: 'lease_armor_enrollment' },
      })
      return ((await res.json()) as { items: { description: string }[] }).items.map((i) => i.description)
    })
    .toEqual([expect.stringContaining('Lease Armor plan 3C')])
})

test('a cosigner who requires Lease Armor says so, and a renter without a plan is told before requesting', async ({
  browser,
  request,
}) => {
  const town = `Armorville ${Date.now().toString(36)}, ID`
  const cosigner = await approvedCosigner(request, {
    requiresLeaseArmor: true,
    location: town,
    creditScore: 850,
  })
  const renter = await renterIn(request, town)
  await payByApi(request, renter.token, { purpose: 'match_request' })
  const renterPage = await newPartyPage(browser, renter)

  await renterPage.goto(`/profile/${cosigner.profileId}`)
  await expect(renterPage.getByText('Lease Armor', { exact: true })).toBeVisible()
  await expect(renterPage.getByText('Required', { exact: true }).last()).toBeVisible()

  await renterPage.goto('/dashboard?view=find-cosigner')
  const match = renterPage.getByRole('listitem', { name: `Test ${cosigner.lastName}` })
  await expect(match).toContainText('Lease Armor')
  // The server closes the request for a renter without a plan: the button says why, with the way to fix it.
  await expect(match.getByRole('button', { name: 'Request to cosign' })).toBeDisabled()
  await expect(
    match.getByText('This cosigner requires Lease Armor rental protection.', { exact: false }),
  ).toBeVisible()
  // Its own card's link: other specs' cosigners who require Lease Armor may be matched too.
  await match.getByRole('link', { name: 'Choose a Lease Armor plan on your dashboard' }).click()
  await expect(renterPage.getByRole('region', { name: 'Lease Armor' })).toBeVisible()
})
