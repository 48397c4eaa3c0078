import path from 'node:path'
import { parseOrigins, readConfig } from './config.js'

// Secrets have no default: every environment below provides them, as the start command does.
const secrets = { JWT_SECRET: 'j'.repeat(32), INTERNAL_TOKEN: 'i'.repeat(32) }

describe('readConfig', () => {
  test('defaults: service URLs, remotes, CORS origins (plus the public origin), shell dir, rate limit', () => {
    const config = readConfig(secrets)
    expect(config.port).toBe(8080)
    expect(config.services).toEqual({
      auth: 'http://127.0.0.1:4001',
      matching: 'http://127.0.0.1:4002',
      contracts: 'http://127.0.0.1:4003',
      payments: 'http://127.0.0.1:4004',
      chat: 'http://127.0.0.1:4005',
      documents: 'http://127.0.0.1:4006',
    })
    expect(config.remotes).toEqual({
      mfe_marketing: 'http://localhost:3001/remoteEntry.js',
      mfe_renter: 'http://localhost:3002/remoteEntry.js',
      mfe_cosigner: 'http://localhost:3003/remoteEntry.js',
      mfe_admin: 'http://localhost:3004/remoteEntry.js',
    })
    expect(config.corsOrigins).toEqual(
      expect.arrayContaining(['http://localhost:3001', 'http://127.0.0.1:3004', 'http://localhost:8080']),
    )
    expect(config.corsOrigins).toHaveLength(9)
    expect(config.shellDir.endsWith(path.join('shell', 'dist'))).toBe(true)
    expect(config.authRateLimit).toMatchObject({ max: 20, refreshMax: 300, windowMs: 60_000 })
    expect(config.trustProxy).toBe(false)
    // The edge listens where users reach it; the token it forwards is the configured one.
    expect(config.host).toBe('0.0.0.0')
    expect(config.internalToken).toBe(secrets.INTERNAL_TOKEN)
  })

  test('refuses to start without JWT_SECRET or INTERNAL_TOKEN outside tests, naming the missing one', () => {
    expect(() => readConfig({ INTERNAL_TOKEN: secrets.INTERNAL_TOKEN })).toThrow(/JWT_SECRET is not set/)
    expect(() => readConfig({ JWT_SECRET: secrets.JWT_SECRET })).toThrow(/INTERNAL_TOKEN is not set/)
    expect(() => readConfig({ ...secrets, NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET must be at least 32/,
    )
  })

  test('environment overrides, trailing slashes dropped, rate limit raised for CI', () => {
    const config = readConfig({
      ...secrets,
      AUTH_URL: 'http://auth.internal:9000/',
      MFE_RENTER_URL: 'https://cdn.example.com/renter/remoteEntry.js',
      PUBLIC_ORIGIN: 'https://cosign.example.com/',
      CORS_ORIGINS: 'https://a.example.com, not a url ,https://b.example.com/path',
      AUTH_RATE_LIMIT_MAX: '1000',
    })
    expect(config.services.auth).toBe('http://auth.internal:9000')
    expect(config.remotes.mfe_renter).toBe('https://cdn.example.com/renter/remoteEntry.js')
    expect(config.publicOrigin).toBe('https://cosign.example.com')
    expect(config.corsOrigins).toEqual([
      'https://a.example.com',
      'https://b.example.com',
      'https://cosign.example.com',
    ])
    expect(config.authRateLimit.max).toBe(1000)
  })
})

test('parseOrigins keeps only valid origins', () => {
  expect(parseOrigins('http://localhost:3002/, ,javascript-not-url')).toEqual(['http://localhost:3002'])
})

describe('support contact (issue 15)', () => {
  test('none by default: the support page says so instead of showing made-up contacts', () => {
    expect(readConfig(secrets).support).toEqual({ email: null, phone: null })
  })
  test('SUPPORT_EMAIL and SUPPORT_PHONE are passed to the page; malformed ones stop the start', () => {
    expect(
      readConfig({ ...secrets, SUPPORT_EMAIL: ' help@cosign.test ', SUPPORT_PHONE: '(212) 555-0142' }).support,
    ).toEqual({ email: 'help@cosign.test', phone: '(212) 555-0142' })
    expect(() => readConfig({ ...secrets, SUPPORT_EMAIL: 'nope' })).toThrow(/SUPPORT_EMAIL/)
    expect(() => readConfig({ ...secrets, SUPPORT_PHONE: '555-0100' })).toThrow(/SUPPORT_PHONE/)
  })
})
