import { isReleased, isWindowOpen, partiesFor, releaseTimeFor, roundedAverage, windowClosesAt } from './review-rules.js'

const opened = new Date('2026-03-01T12:00:00.000Z')
const occasion = { openedAt: opened, renterId: 'renter', cosignerId: 'cosigner' }

describe('review rules', () => {
  it('opens a 14-day window from the occasion, with the clock given', () => {
    expect(windowClosesAt(opened).toISOString()).toBe('2026-03-15T12:00:00.000Z')
    expect(isWindowOpen(occasion, new Date('2026-03-15T11:59:59.999Z'))).toBe(true)
    expect(isWindowOpen(occasion, new Date('2026-03-15T12:00:00.000Z'))).toBe(false)
  })

  it('releases a first review at the window end, and both at once when the second is written', () => {
    const now = new Date('2026-03-03T09:00:00.000Z')
    expect(releaseTimeFor(occasion, false, now)).toEqual(windowClosesAt(opened))
    expect(releaseTimeFor(occasion, true, now)).toEqual(now)
    expect(isReleased({ releasedAt: windowClosesAt(opened) }, now)).toBe(false)
    expect(isReleased({ releasedAt: now }, now)).toBe(true)
  })

  it('knows each party and the other one, and nobody else', () => {
    expect(partiesFor(occasion, 'renter')).toEqual({ role: 'renter', subjectId: 'cosigner', subjectRole: 'cosigner' })
    expect(partiesFor(occasion, 'cosigner')).toEqual({ role: 'cosigner', subjectId: 'renter', subjectRole: 'renter' })
    expect(partiesFor(occasion, 'someone')).toBeNull()
  })

  it('rounds the average to one decimal', () => {
    expect(roundedAverage(null)).toBeNull()
    expect(roundedAverage(4.25)).toBe(4.3)
    expect(roundedAverage(11 / 3)).toBe(3.7)
  })
})
