import { ApiError } from '@cosign/ui'
import { DRAFT_RETRY_DELAYS_MS, readAfterAcceptance } from './contracts-api.js'

const notYet = () => new ApiError(404, 'NOT_FOUND', 'You can only create a contract for a match request you accepted.')

test('a draft not known yet right after the acceptance is asked again until it is there', async () => {
  const waits: number[] = []
  let calls = 0
  const draft = await readAfterAcceptance(
    async () => {
      calls++
      if (calls < 3) throw notYet()
      return { ok: true }
    },
    undefined,
    async (ms) => void waits.push(ms),
  )
  expect(draft).toEqual({ ok: true })
  expect(waits).toEqual([200, 400])
})

test('a draft that stays 404 shows its answer once the pauses are over; other errors at once', async () => {
  const waits: number[] = []
  await expect(readAfterAcceptance(async () => Promise.reject(notYet()), undefined, async (ms) => void waits.push(ms))).rejects.toThrow(
    'You can only create a contract for a match request you accepted.',
  )
  expect(waits).toEqual([...DRAFT_RETRY_DELAYS_MS])

  let calls = 0
  const forbidden = new ApiError(403, 'FORBIDDEN', 'no')
  await expect(
    readAfterAcceptance(async () => {
      calls++
      throw forbidden
    }, undefined, async () => undefined),
  ).rejects.toBe(forbidden)
  expect(calls).toBe(1)
})
