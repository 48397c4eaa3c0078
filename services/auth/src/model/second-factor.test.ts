import {
  decryptSecret,
  encryptSecret,
  hashRecoveryCode,
  isRecoveryCodeShape,
  isTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrlOf,
  secondFactorKey,
  totpCodeOf,
} from './second-factor.js'

const key = secondFactorKey('a-jwt-secret-for-tests')

describe('TOTP codes (RFC 6238, 30-second steps)', () => {
  test('the code of now passes, and so do those of one step either side; two steps off or malformed do not', async () => {
    const secret = newTotpSecret()
    const now = 1_800_000_015
    expect(await isTotpCode(secret, await totpCodeOf(secret, now), now)).toBe(true)
    expect(await isTotpCode(secret, await totpCodeOf(secret, now - 30), now)).toBe(true)
    expect(await isTotpCode(secret, await totpCodeOf(secret, now + 30), now)).toBe(true)
    expect(await isTotpCode(secret, await totpCodeOf(secret, now - 90), now)).toBe(false)
    const code = await totpCodeOf(secret, now)
    expect(await isTotpCode(secret, `${code.slice(0, 3)} ${code.slice(3)}`, now)).toBe(true)
    expect(await isTotpCode(secret, 'abcdef', now)).toBe(false)
    expect(await isTotpCode(newTotpSecret(), code, now)).toBe(false)
  })

  test('the RFC 6238 SHA-1 test vector (six digits of 94287082 at T=59)', async () => {
    // RFC 6238 appendix B: the ASCII secret "12345678901234567890", base32 encoded.
    expect(await totpCodeOf('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', 59)).toBe('287082')
  })

  test('the otpauth URL names the issuer, the account and the secret', () => {
    const url = otpauthUrlOf('ann@example.com', 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')
    expect(url).toMatch(/^otpauth:\/\/totp\/Cosign:ann%40example\.com\?/)
    expect(url).toContain('secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')
    expect(url).toContain('issuer=Cosign')
  })
})

describe('stored secrets', () => {
  test('encrypted (AES-256-GCM) with a fresh IV each time, and read back', () => {
    const secret = newTotpSecret()
    const a = encryptSecret(key, secret)
    const b = encryptSecret(key, secret)
    expect(a).not.toContain(secret)
    expect(a).not.toBe(b)
    expect(decryptSecret(key, a)).toBe(secret)
  })

  test('another key cannot read it, and a changed cipher text is refused', () => {
    const stored = encryptSecret(key, newTotpSecret())
    expect(() => decryptSecret(secondFactorKey('another'), stored)).toThrow()
    const [iv, tag, body] = stored.split('.')
    const flipped = Buffer.from(body!, 'base64url')
    flipped[0] ^= 1
    expect(() => decryptSecret(key, [iv, tag, flipped.toString('base64url')].join('.'))).toThrow()
  })
})

describe('recovery codes', () => {
  test('ten distinct codes of ten characters; hashed ignoring case and dashes', () => {
    const codes = newRecoveryCodes()
    expect(codes).toHaveLength(10)
    expect(new Set(codes).size).toBe(10)
    for (const code of codes) {
      expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/)
      expect(isRecoveryCodeShape(code)).toBe(true)
      expect(hashRecoveryCode(code.toUpperCase().replace('-', ' '))).toBe(hashRecoveryCode(code))
    }
    expect(isRecoveryCodeShape('123456')).toBe(false)
  })
})
