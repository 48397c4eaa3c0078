import {
  remotePreloadLinks,
  runtimeConfigOf,
  runtimeConfigScript,
  withEntryFetchedFirst,
  withHeadTags,
} from './page-head.js'

const remotes = {
  mfe_marketing: 'http://localhost:3001/remoteEntry.js',
  mfe_renter: '/mfe/renter/remoteEntry.js',
  mfe_cosigner: 'https://cdn.example.com/cosigner/remoteEntry.js',
  mfe_admin: 'https://cdn.example.com/admin/remoteEntry.js',
}

const manifest = {
  exposes: [
    { name: 'other', assets: { js: { sync: ['other.js'] } } },
    { name: 'app', assets: { js: { sync: ['__federation_expose_app.1234abcd.js'], async: ['256.js'] } } },
  ],
}

test('the inlined runtime config is the /config.json body, and no value can end its block', () => {
  const body = runtimeConfigOf({ remotes, support: { email: '</script><script>x()</script>', phone: null } })
  expect(body).toEqual({
    remotes,
    apiBase: '/api',
    support: { email: '</script><script>x()</script>', phone: null },
  })
  const script = runtimeConfigScript(body)
  expect(script.startsWith('<script type="application/json" id="runtime-config">')).toBe(true)
  expect(script.match(/<\/script>/g)).toHaveLength(1)
  const json = script.slice(script.indexOf('>') + 1, script.lastIndexOf('</script>'))
  expect(JSON.parse(json)).toEqual(body)
})

test("preloads a remote's entry and its exposed module's sync files, next to the entry", () => {
  expect(remotePreloadLinks(remotes.mfe_marketing, manifest, 'app')).toBe(
    '<link rel="preload" as="script" href="http://localhost:3001/remoteEntry.js">' +
      '<link rel="preload" as="script" href="http://localhost:3001/__federation_expose_app.1234abcd.js">',
  )
  expect(remotePreloadLinks(remotes.mfe_renter, manifest, 'app')).toBe(
    '<link rel="preload" as="script" href="/mfe/renter/remoteEntry.js">' +
      '<link rel="preload" as="script" href="/mfe/renter/__federation_expose_app.1234abcd.js">',
  )
})

test('preloads the entry alone without a manifest or that module', () => {
  const entryOnly = '<link rel="preload" as="script" href="https://cdn.example.com/admin/remoteEntry.js">'
  expect(remotePreloadLinks(remotes.mfe_admin, null, 'app')).toBe(entryOnly)
  expect(remotePreloadLinks(remotes.mfe_admin, manifest, 'missing')).toBe(entryOnly)
})

test('head tags go before </head>; a page without one is left as it is', () => {
  expect(withHeadTags('<html><head><title>x</title></head><body></body></html>', '<meta a>')).toBe(
    '<html><head><title>x</title><meta a>\n</head><body></body></html>',
  )
  expect(withHeadTags('<html><body></body></html>', '<meta a>')).toBe('<html><body></body></html>')
})

test("the page's deferred scripts are fetched at high priority, once; other scripts are left as they are", () => {
  const page =
    '<head><script defer src="/assets/main.1234abcd.js"></script>' +
    '<script type="application/json" id="runtime-config">{}</script></head><body><div id="root"></div></body>'
  const first = withEntryFetchedFirst(page)
  expect(first).toBe(page.replace('<script defer src=', '<script defer fetchpriority="high" src='))
  expect(withEntryFetchedFirst(first)).toBe(first)
  expect(withEntryFetchedFirst('<script src="/x.js"></script>')).toBe('<script src="/x.js"></script>')
})
