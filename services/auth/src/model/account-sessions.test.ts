import { describeUserAgent, toAccountSessions } from './account-sessions.js'

describe('describeUserAgent', () => {
  it('names the browser and the system', () => {
    expect(
      describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36'),
    ).toBe('Chrome on Windows')
    expect(
      describeUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1'),
    ).toBe('Safari on iOS')
    expect(describeUserAgent('Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0')).toBe('Firefox on Linux')
    expect(
      describeUserAgent('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Safari/537.36 Edg/120.0'),
    ).toBe('Edge on Windows')
  })

  it('says so when nothing is known', () => {
    expect(describeUserAgent(null)).toBe('Unknown device')
    expect(describeUserAgent('curl/8.0')).toBe('Unknown device')
  })
})

describe('toAccountSessions', () => {
  const at = (iso: string) => new Date(iso)
  it('lists the current session first, then by last activity, with when each began', () => {
    const sessions = toAccountSessions(
      [
        { familyId: 'a', userAgent: null, createdAt: at('2026-01-03T00:00:00Z') },
        { familyId: 'b', userAgent: 'Firefox/1 Linux', createdAt: at('2026-01-02T00:00:00Z') },
        { familyId: 'c', userAgent: null, createdAt: at('2026-01-04T00:00:00Z') },
      ],
      new Map([['b', at('2026-01-01T00:00:00Z')]]),
      'b',
    )
    expect(sessions.map((s) => s.id)).toEqual(['b', 'c', 'a'])
    expect(sessions[0]).toEqual({
      id: 'b',
      device: 'Firefox on Linux',
      signedInAt: '2026-01-01T00:00:00.000Z',
      lastActiveAt: '2026-01-02T00:00:00.000Z',
      current: true,
    })
    expect(sessions[1].signedInAt).toBe('2026-01-04T00:00:00.000Z')
  })
})
