import { randomUUID } from 'node:crypto'
import { decodeActivityCursor, encodeActivityCursor } from './activity-cursor.js'

describe('activity cursor', () => {
  it('round-trips a position to the millisecond', () => {
    const position = { occurredAt: new Date('2026-11-25T01:02:03.456Z'), id: randomUUID() }
    expect(decodeActivityCursor(encodeActivityCursor(position))).toEqual(position)
  })

  it('refuses anything that is not one of its cursors with a 400', () => {
    for (const bad of ['abc', Buffer.from('12.not-a-uuid').toString('base64url'), Buffer.from(`x.${randomUUID()}`).toString('base64url')])
      expect(() => decodeActivityCursor(bad)).toThrow(expect.objectContaining({ statusCode: 400 }))
  })
})
