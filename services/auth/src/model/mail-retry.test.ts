import { mailRetryDelayMs } from './mail-retry.js'

describe('mail retry backoff', () => {
  it('doubles from 15 s and stops at 2 h', () => {
    const none = () => 0
    expect(mailRetryDelayMs(1, none)).toBe(15_000)
    expect(mailRetryDelayMs(2, none)).toBe(30_000)
    expect(mailRetryDelayMs(3, none)).toBe(60_000)
    expect(mailRetryDelayMs(30, none)).toBe(2 * 60 * 60 * 1000)
  })
  it('adds at most 20% jitter', () => {
    expect(mailRetryDelayMs(1, () => 1)).toBe(18_000)
  })
})
