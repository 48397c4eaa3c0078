import { cacheControlFor, IMMUTABLE, NO_CACHE } from './cache-policy.js'

test.each([
  ['index.html', NO_CACHE],
  ['sub/index.html', NO_CACHE],
  ['main.3f9a1c2b.js', IMMUTABLE],
  ['412.8e1d0a77c3ab41f2.chunk.js', IMMUTABLE],
  ['static/css/app.0123abcd.css', IMMUTABLE],
  ['favicon.ico', NO_CACHE],
  ['remoteEntry.js', NO_CACHE],
  ['main.js', NO_CACHE],
])('%s -> %s', (file, expected) => {
  expect(cacheControlFor(file)).toBe(expected)
})
