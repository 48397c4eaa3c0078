import { yieldToBrowser } from './yield-to-browser.js'

describe('yieldToBrowser', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler
  })

  it("continues after the current task's other work: a zero timeout without scheduler.yield", async () => {
    const order: string[] = []
    const yielded = yieldToBrowser().then(() => order.push('after yield'))
    setTimeout(() => order.push('queued task'), 0)
    await Promise.resolve()
    order.push('same task')
    await yielded
    expect(order[0]).toBe('same task')
    expect(order).toContain('after yield')
  })

  it("uses the browser's scheduler.yield when there is one", async () => {
    let calls = 0
    const schedulerYield = () => {
      calls++
      return Promise.resolve()
    }
    ;(globalThis as { scheduler?: unknown }).scheduler = { yield: schedulerYield }
    await yieldToBrowser()
    expect(calls).toBe(1)
  })
})
