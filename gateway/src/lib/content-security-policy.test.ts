import { contentSecurityPolicyDirectives } from './content-security-policy.js'

const remotes = {
  mfe_marketing: 'http://localhost:3001/remoteEntry.js',
  mfe_renter: 'http://localhost:3002/remoteEntry.js',
  mfe_cosigner: 'https://cdn.example.com/cosigner/remoteEntry.js',
  mfe_admin: 'https://cdn.example.com/admin/remoteEntry.js',
}

test('allows remote entry origins for scripts and styles, the own websocket, and no framing', () => {
  const d = contentSecurityPolicyDirectives({ publicOrigin: 'http://localhost:8080', remotes })
  expect(d.scriptSrc).toEqual([
    "'self'",
    'http://localhost:3001',
    'http://localhost:3002',
    'https://cdn.example.com',
  ])
  expect(d.scriptSrc).not.toContain("'unsafe-inline'")
  expect(d.styleSrc).toContain("'unsafe-inline'")
  expect(d.connectSrc).toContain('ws://localhost:8080')
  expect(d.frameAncestors).toEqual(["'none'"])
  expect(d).not.toHaveProperty('upgradeInsecureRequests')
})

test('https public origin: wss and upgrade-insecure-requests', () => {
  const d = contentSecurityPolicyDirectives({ publicOrigin: 'https://cosign.example.com', remotes })
  expect(d.connectSrc).toContain('wss://cosign.example.com')
  expect(d.upgradeInsecureRequests).toEqual([])
})
