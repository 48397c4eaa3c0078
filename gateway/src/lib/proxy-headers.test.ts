import { climbsOut, endToEndHeaders } from './proxy-headers.js'

test('end-to-end headers keep what the service needs and drop hop-by-hop ones', () => {
  expect(
    endToEndHeaders({
      host: 'localhost:8080',
      connection: 'keep-alive, x-secret-hop',
      'keep-alive': 'timeout=5',
      'transfer-encoding': 'chunked',
      te: 'trailers',
      upgrade: 'h2c',
      'x-secret-hop': '1',
      authorization: 'Bearer abc',
      cookie: 'a=1',
      'content-type': 'application/json',
      'content-length': '12',
      'set-cookie': ['a=1', 'b=2'],
    }),
  ).toEqual({
    authorization: 'Bearer abc',
    cookie: 'a=1',
    'content-type': 'application/json',
    'content-length': '12',
    'set-cookie': ['a=1', 'b=2'],
  })
})

test('a path that climbs out of its route is recognised, encoded or not', () => {
  expect(climbsOut('/me')).toBe(false)
  expect(climbsOut('/files/report.v1.pdf')).toBe(false)
  expect(climbsOut('/pages/[...slug]')).toBe(false)
  expect(climbsOut('/../admin')).toBe(true)
  expect(climbsOut('/a/%2e%2e/admin')).toBe(true)
  expect(climbsOut('/a/..%2fadmin')).toBe(true)
  expect(climbsOut('/a/..')).toBe(true)
  expect(climbsOut('/a/%E0%A4%A.')).toBe(true)
})
