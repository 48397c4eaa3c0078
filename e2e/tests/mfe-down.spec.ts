import { expect, test } from '@playwright/test'
import { stopMicroFrontendServer } from './helpers'

// Stops the renter micro-frontend's server every other test uses: the test command runs this file alone, after
// the others (scripts/run-tests.mjs, EXCLUSIVE_SPECS).

test('with the renter micro-frontend down, the shell still renders the header and an unavailable panel', async ({ page }) => {
  const restart = stopMicroFrontendServer(3002)
  try {
    await page.goto('/listings')
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByTestId('mfe-unavailable')).toBeVisible()
    await expect(page.getByRole('link', { name: 'For Renters' }).first()).toBeVisible()
  } finally {
    await restart()
  }
})
