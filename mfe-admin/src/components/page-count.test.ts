import { pageCount } from './page-count.js'

describe('pageCount', () => {
  it('is at least one and rounds up', () => {
    expect(pageCount(0, 25)).toBe(1)
    expect(pageCount(25, 25)).toBe(1)
    expect(pageCount(26, 25)).toBe(2)
    expect(pageCount(5, 0)).toBe(5)
  })
})
