import { AGREEMENT_VERIFY_PAGE_PATH, agreementVerificationUrl } from './types.js'

describe('agreementVerificationUrl', () => {
  it('builds the public page of a share link, or the page where anyone checks a PDF', () => {
    expect(agreementVerificationUrl('https://cosign.example', 'abc_DEF-123')).toBe(
      'https://cosign.example/verify/abc_DEF-123',
    )
    expect(agreementVerificationUrl('https://cosign.example/')).toBe(
      `https://cosign.example${AGREEMENT_VERIFY_PAGE_PATH}`,
    )
    expect(agreementVerificationUrl('http://localhost:8080', 'a/b')).toBe(
      'http://localhost:8080/verify/a%2Fb',
    )
  })
})
