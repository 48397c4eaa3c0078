import { nextTabIndex, nextTrapIndex } from './focus.js'

describe('focus helpers', () => {
  it('wraps Tab and Shift+Tab inside a focus trap', () => {
    expect(nextTrapIndex(2, 3, false)).toBe(0)
    expect(nextTrapIndex(0, 3, true)).toBe(2)
    expect(nextTrapIndex(-1, 3, false)).toBe(0)
    expect(nextTrapIndex(-1, 3, true)).toBe(2)
    expect(nextTrapIndex(0, 0, false)).toBe(-1)
  })

  it('moves through a tablist with arrows, Home and End and ignores other keys', () => {
    expect(nextTabIndex(7, 8, 'ArrowRight')).toBe(0)
    expect(nextTabIndex(0, 8, 'ArrowLeft')).toBe(7)
    expect(nextTabIndex(3, 8, 'Home')).toBe(0)
    expect(nextTabIndex(3, 8, 'End')).toBe(7)
    expect(nextTabIndex(3, 8, 'a')).toBeNull()
  })
})
