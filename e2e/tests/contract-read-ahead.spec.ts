import { expect, test } from '@playwright/test'
import { acceptedMatchRequest, createContractByApi, E2E_PASSWORD, logIn } from './helpers'

// A contract's page reads its contract while the page's chunk downloads, not after it has run, and reads it once:
// the page takes the read the router started (lazyPage's prefetch, the server data store's `prefetch`;
// docs/perf.md, stop 53). The page's chunk is held back 1.5 s here, so the order does not depend on timing.
test("a contract's page asks for its contract while its code downloads, and only once", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000)
  const { renter, cosigner, requestId } = await acceptedMatchRequest(request)
  const contract = await createContractByApi(request, cosigner, requestId, 60_000)
  await logIn(page, renter.email, E2E_PASSWORD)
  await expect(page).not.toHaveURL(/\/login/)

  let pageChunkDelivered = false
  const readsBeforeChunk: boolean[] = []
  page.on('request', (req) => {
    if (req.method() === 'GET' && new URL(req.url()).pathname === `/api/contracts/contracts/${contract.id}`)
      readsBeforeChunk.push(!pageChunkDelivered)
  })
  await page.route(/\/[0-9]+\.[0-9a-f]{8}\.js$/, async (route) => {
    const response = await route.fetch()
    const body = await response.text()
    if (!body.includes('Loading the contract…')) return route.fulfill({ response, body })
    await new Promise((resolve) => setTimeout(resolve, 1_500))
    pageChunkDelivered = true
    return route.fulfill({ response, body })
  })

  await page.goto(`/contracts/${contract.id}`)
  await expect(page.getByRole('heading', { name: `Contract with ${contract.cosignerName}` })).toBeVisible({
    timeout: 20_000,
  })
  await page.waitForLoadState('networkidle')
  expect(readsBeforeChunk).toEqual([true])
})
