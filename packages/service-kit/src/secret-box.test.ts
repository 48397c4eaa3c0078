import { randomBytes } from 'node:crypto'
import { openSecret, sealSecret } from './secret-box.js'

const key = randomBytes(32)

test('a sealed secret opens with its key and prefix, with a fresh IV each time', () => {
  const sealed = sealSecret(key, 'EJ-very-secret')
  expect(sealed.split('.')).toHaveLength(3)
  expect(openSecret(key, sealed)).toBe('EJ-very-secret')
  expect(sealSecret(key, 'EJ-very-secret')).not.toBe(sealed)

  const versioned = sealSecret(key, 'EJ-very-secret', 'v1')
  expect(versioned.startsWith('v1.')).toBe(true)
  expect(openSecret(key, versioned, 'v1')).toBe('EJ-very-secret')
})

test('a tampered value, another key or another format is refused', () => {
  const sealed = sealSecret(key, 'secret', 'v1')
  const parts = sealed.split('.')
  parts[3] = Buffer.from('tampered').toString('base64url')
  expect(() => openSecret(key, parts.join('.'), 'v1')).toThrow()
  expect(() => openSecret(randomBytes(32), sealed, 'v1')).toThrow()
  expect(() => openSecret(key, sealed, 'v2')).toThrow('unrecognised secret format')
  expect(() => openSecret(key, sealed)).toThrow()
  expect(() => openSecret(key, 'not-sealed')).toThrow('unrecognised secret format')
})
