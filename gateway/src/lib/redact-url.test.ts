import { redactUrl } from './redact-url.js'

test('masks access tokens in query strings, keeps the rest', () => {
  expect(redactUrl('/api/chat/ws?token=eyJ.abc.def&room=1')).toBe('/api/chat/ws?token=[redacted]&room=1')
  expect(redactUrl('/x?a=1&token=secret')).toBe('/x?a=1&token=[redacted]')
  expect(redactUrl('/api/auth/me')).toBe('/api/auth/me')
  expect(redactUrl('/x?notatoken=1')).toBe('/x?notatoken=1')
})
