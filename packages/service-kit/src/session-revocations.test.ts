import {
  REVOCATION_TTL_MS,
  revokedSessionKey,
  SessionRevocations,
  SessionRevocationWriter,
  userVersionKey,
} from './session-revocations.js'

/** Redis as the reader and the writer use it: GET/SET/MGET, with the version script's effect. */
function fakeRedis() {
  const store = new Map<string, string>()
  let down = false
  const calls: string[][] = []
  return {
    store,
    calls,
    setDown: (value: boolean) => (down = value),
    async mget(...keys: string[]) {
      calls.push(keys)
      if (down) throw new Error('Connection is closed.')
      return keys.map((k) => store.get(k) ?? null)
    },
    async set(key: string, value: string) {
      if (down) throw new Error('Connection is closed.')
      store.set(key, value)
      return 'OK'
    },
    async eval(_script: string, _n: number, key: string | number, version: string | number) {
      if (down) throw new Error('Connection is closed.')
      const current = Number(store.get(String(key)) ?? -1)
      if (Number(version) > current) store.set(String(key), String(version))
      return 1
    },
  }
}
const log = () => {
  const warnings: string[] = []
  return { warnings, warn: (_obj: object, msg: string) => void warnings.push(msg) }
}
const P = 'cosign:sessions'

describe('SessionRevocations', () => {
  test('a token passes until its session is revoked, then is refused with TOKEN_EXPIRED', async () => {
    const redis = fakeRedis()
    const sessions = new SessionRevocations(redis, P, log())
    const writer = new SessionRevocationWriter(redis, P)
    const claims = { sub: 'u1', sid: 's1', ver: 0 }
    await expect(sessions.check(claims)).resolves.toBeUndefined()
    await writer.revokeSession('s1')
    await expect(sessions.check(claims)).rejects.toMatchObject({ statusCode: 401, code: 'TOKEN_EXPIRED' })
    // Another session of the same user is not affected.
    await expect(sessions.check({ sub: 'u1', sid: 's2', ver: 0 })).resolves.toBeUndefined()
  })

  test('a raised user version refuses older tokens only; the version never goes down', async () => {
    const redis = fakeRedis()
    const sessions = new SessionRevocations(redis, P, log())
    const writer = new SessionRevocationWriter(redis, P)
    await writer.raiseUserVersion('u1', 2)
    await writer.raiseUserVersion('u1', 1) // a slower writer with an older version
    expect(redis.store.get(userVersionKey(P, 'u1'))).toBe('2')
    await expect(sessions.check({ sub: 'u1', sid: 's', ver: 1 })).rejects.toMatchObject({ statusCode: 401 })
    await expect(sessions.check({ sub: 'u1', sid: 's', ver: 2 })).resolves.toBeUndefined()
    // A token without a version counts as version 0.
    await expect(sessions.check({ sub: 'u1' })).rejects.toMatchObject({ statusCode: 401 })
    await expect(sessions.check({ sub: 'u2' })).resolves.toBeUndefined()
  })

  test('one MGET per check: the session and the user record together', async () => {
    const redis = fakeRedis()
    const sessions = new SessionRevocations(redis, P, log())
    await sessions.check({ sub: 'u1', sid: 's1', ver: 0 })
    expect(redis.calls).toEqual([[revokedSessionKey(P, 's1'), userVersionKey(P, 'u1')]])
  })

  test('what Redis or a broadcast said is remembered: refused without asking, and while Redis is down', async () => {
    const redis = fakeRedis()
    const l = log()
    const sessions = new SessionRevocations(redis, P, l)
    redis.store.set(revokedSessionKey(P, 's1'), '1')
    await expect(sessions.check({ sub: 'u1', sid: 's1' })).rejects.toMatchObject({ statusCode: 401 })
    sessions.learn({ userId: 'u2', version: 3 })
    sessions.learn({ sid: 's9' })
    sessions.learn({ nonsense: true })
    sessions.learn(null)

    redis.setDown(true)
    const before = redis.calls.length
    await expect(sessions.check({ sub: 'u1', sid: 's1' })).rejects.toMatchObject({ statusCode: 401 })
    await expect(sessions.check({ sub: 'u2', sid: 'x', ver: 2 })).rejects.toMatchObject({ statusCode: 401 })
    await expect(sessions.check({ sub: 'u3', sid: 's9' })).rejects.toMatchObject({ statusCode: 401 })
    expect(redis.calls.length).toBe(before)
    // Not known to be revoked: passes while Redis cannot be asked, logged once for the outage.
    await expect(sessions.check({ sub: 'u4', sid: 's4' })).resolves.toBeUndefined()
    await expect(sessions.check({ sub: 'u5', sid: 's5' })).resolves.toBeUndefined()
    expect(l.warnings).toHaveLength(1)
  })

  test('remembered revocations are forgotten once every token they could refuse has expired', async () => {
    let now = 1_000_000
    const redis = fakeRedis()
    const sessions = new SessionRevocations(redis, P, log(), 10, () => now)
    sessions.learn({ sid: 's1' })
    redis.setDown(true)
    await expect(sessions.check({ sub: 'u', sid: 's1' })).rejects.toMatchObject({ statusCode: 401 })
    now += REVOCATION_TTL_MS + 1
    await expect(sessions.check({ sub: 'u', sid: 's1' })).resolves.toBeUndefined()
  })

  test('the writer fails loudly when Redis cannot be written (the caller must not report success)', async () => {
    const redis = fakeRedis()
    redis.setDown(true)
    const writer = new SessionRevocationWriter(redis, P)
    await expect(writer.revokeSession('s1')).rejects.toThrow()
    await expect(writer.raiseUserVersion('u1', 1)).rejects.toThrow()
  })
})
