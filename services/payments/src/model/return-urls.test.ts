import { returnUrls } from './return-urls.js'

describe('return and cancel URLs', () => {
  it('carry paymentType and the contract id for contract steps', () => {
    const id = '22222222-2222-4222-8222-222222222222'
    expect(returnUrls('http://localhost:8080', 'contract_platform_fee', id)).toEqual({
      returnUrl: `http://localhost:8080/success?paymentType=contract_platform_fee&contractId=${id}`,
      cancelUrl: `http://localhost:8080/cancel?paymentType=contract_platform_fee&contractId=${id}`,
    })
  })
  it('say contractId=none for everything else', () => {
    expect(
      returnUrls('https://app.test', 'unlock_contact', '22222222-2222-4222-8222-222222222222').returnUrl,
    ).toBe('https://app.test/success?paymentType=unlock_contact&contractId=none')
  })
})
