import { decodeCursor, encodeCursor } from './cursor.js'

test('the cursor round-trips and junk is refused', () => {
  const at = new Date('2030-01-01T10:00:00.123Z')
  const id = '0b0e5f8e-7d6c-4b5a-9f8e-7d6c5b4a3f2e'
  expect(decodeCursor(encodeCursor(at, id))).toEqual({ createdAt: at, id })
  expect(decodeCursor('bogus')).toBeNull()
  expect(decodeCursor(Buffer.from('not-a-date|' + id).toString('base64url'))).toBeNull()
  expect(decodeCursor(Buffer.from(`${at.toISOString()}|x' OR 1=1`).toString('base64url'))).toBeNull()
})
