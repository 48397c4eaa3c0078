import path from 'node:path'
import { parseOrigins, readConfig } from './config.js'

describe('readConfig', () => {
  test('defaults: service URLs, remotes, CORS origins (plus the public origin), shell dir, rate limit', () => {
    const config = readConfig({})
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
  })

  test('environment overrides, trailing slashes dropped, rate limit raised for CI', () => {
    const config = readConfig({
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
