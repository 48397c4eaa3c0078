import { browserDeclaration, browserDeclarationsModule } from './browser-declarations.js'
import { authEndpoints } from './auth/endpoints.js'
import { chatEndpoints } from './chat/endpoints.js'

test('a browser declaration keeps service, method and path only (no access, refusal or schemas)', () => {
  expect(browserDeclaration(chatEndpoints.sendMessage)).toEqual({
    service: 'chat',
    method: chatEndpoints.sendMessage.method,
    path: chatEndpoints.sendMessage.path,
  })
})

test('the browser module exports each group with every endpoint of the full declarations', async () => {
  const source = browserDeclarationsModule({ authEndpoints }, './dist/auth/endpoints.js')
  const copy = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { authEndpoints: object }
  expect(Object.keys(copy.authEndpoints)).toEqual(Object.keys(authEndpoints))
  expect(copy.authEndpoints).toMatchObject({ logIn: { service: 'auth', method: 'POST', path: authEndpoints.logIn.path } })
  expect(source).not.toContain('properties')
})

test('a declarations module exporting anything but groups of declarations is refused', () => {
  expect(() => browserDeclarationsModule({ authEndpoints, LIMIT: 3 }, 'x.js')).toThrow('export "LIMIT"')
  expect(() => browserDeclarationsModule({ helpers: { a: 1 } }, 'x.js')).toThrow('export "helpers"')
})
