import { readBaseEnv, secretFromEnv } from './env.js'

const secrets = { JWT_SECRET: 'j'.repeat(32), INTERNAL_TOKEN: 'i'.repeat(32) }

describe('readBaseEnv', () => {
  it('refuses to start without each secret outside tests, saying which and how to get one', () => {
    for (const nodeEnv of [undefined, 'development', 'production']) {
      expect(() => readBaseEnv({ NODE_ENV: nodeEnv, INTERNAL_TOKEN: secrets.INTERNAL_TOKEN })).toThrow(
        /JWT_SECRET is not set.*scripts\/start\.sh/,
      )
      expect(() => readBaseEnv({ NODE_ENV: nodeEnv, JWT_SECRET: secrets.JWT_SECRET })).toThrow(
        /INTERNAL_TOKEN is not set/,
      )
      expect(() => readBaseEnv({ NODE_ENV: nodeEnv, ...secrets, JWT_SECRET: '' })).toThrow(
        /JWT_SECRET is not set/,
      )
    }
  })

  it('refuses secrets shorter than 32 characters', () => {
    expect(() => readBaseEnv({ ...secrets, JWT_SECRET: 'too-short' })).toThrow(/at least 32/)
    expect(() => readBaseEnv({ ...secrets, INTERNAL_TOKEN: 'too-short' })).toThrow(/at least 32/)
  })

  it('uses the secrets given and binds to loopback unless BIND_HOST opens it', () => {
    const env = readBaseEnv(secrets)
    expect(env).toMatchObject({ jwtSecret: secrets.JWT_SECRET, internalToken: secrets.INTERNAL_TOKEN })
    expect(env.bindHost).toBe('127.0.0.1')
    expect(readBaseEnv({ ...secrets, BIND_HOST: '0.0.0.0' }).bindHost).toBe('0.0.0.0')
  })

  it('creates the event stream with one copy unless EVENT_STREAM_REPLICAS asks for more (3 in a cluster)', () => {
    expect(readBaseEnv(secrets).eventStreamReplicas).toBe(1)
    expect(readBaseEnv({ ...secrets, EVENT_STREAM_REPLICAS: '3' }).eventStreamReplicas).toBe(3)
    expect(readBaseEnv({ ...secrets, EVENT_STREAM_REPLICAS: 'three' }).eventStreamReplicas).toBe(1)
  })

  it('under NODE_ENV=test: a random JWT secret per process, no internal token unless a test sets one', () => {
    const a = readBaseEnv({ NODE_ENV: 'test' })
    expect(a.jwtSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(readBaseEnv({ NODE_ENV: 'test' }).jwtSecret).toBe(a.jwtSecret)
    expect(a.internalToken).toBeNull()
    expect(readBaseEnv({ NODE_ENV: 'test', INTERNAL_TOKEN: secrets.INTERNAL_TOKEN }).internalToken).toBe(
      secrets.INTERNAL_TOKEN,
    )
  })
})

describe('secretFromEnv', () => {
  it('has no default outside tests', () => {
    expect(() => secretFromEnv({}, 'ADMIN_PASSWORD')).toThrow(/ADMIN_PASSWORD is not set/)
    expect(secretFromEnv({ ADMIN_PASSWORD: 'chosen' }, 'ADMIN_PASSWORD')).toBe('chosen')
  })
})
