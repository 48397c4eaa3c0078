import {
  CONTRACT_PROCESSING_FEE_CENTS,
  MAX_COSIGNER_FEE_CENTS,
  PLATFORM_FEE_BASIS_POINTS,
  formatWholeUsd,
} from '@cosign/api'
import {
  NO_SUPPORT_CONTACT,
  SUPPORT_FAQ,
  formatPercent,
  isAppPath,
  mailtoHref,
  readSupportContact,
  supportFaq,
  telHref,
} from './support.js'

describe('support contact links', () => {
  it('builds mailto: links with a percent-encoded subject', () => {
    expect(mailtoHref('support@cosign.example')).toBe('mailto:support@cosign.example')
    expect(mailtoHref(' support@cosign.example ', 'Cancel a contract & refund')).toBe(
      'mailto:support@cosign.example?subject=Cancel%20a%20contract%20%26%20refund',
    )
  })

  it('builds tel: links in international form and refuses malformed numbers', () => {
    expect(telHref('(555) 555-0100')).toBe('tel:+15555550100')
    expect(telHref('+1 555 555 0100')).toBe('tel:+15555550100')
    expect(telHref('555.555.0100')).toBe('tel:+15555550100')
    expect(() => telHref('555-0100')).toThrow(RangeError)
    expect(() => telHref('2 555 555 0100')).toThrow(RangeError)
  })

  it('reads the configured contact from /config.json, and never invents one (issue 15)', () => {
    expect(readSupportContact({ support: { email: ' help@cosign.test ', phone: '(212) 555-0142' } })).toEqual({
      email: 'help@cosign.test',
      phone: '(212) 555-0142',
    })
    for (const config of [null, {}, { support: null }, { support: { email: 'nope', phone: '555-01' } }])
      expect(readSupportContact(config)).toEqual(NO_SUPPORT_CONTACT)
  })

  it('tells in-app paths from mailto:/tel: addresses', () => {
    expect(isAppPath('/payments')).toBe(true)
    expect(isAppPath('//evil.example')).toBe(false)
    expect(isAppPath('mailto:support@cosign.example')).toBe(false)
    expect(isAppPath('tel:+15555550100')).toBe(false)
  })
})

describe('support FAQ', () => {
  it('formats basis points as a percentage', () => {
    expect(formatPercent(1500)).toBe('15%')
    expect(formatPercent(8500)).toBe('85%')
    expect(formatPercent(1250)).toBe('12.5%')
    expect(formatPercent(0)).toBe('0%')
  })

  it('covers creating a contract, paying and cancelling, with unique ids and non-empty answers', () => {
    const ids = SUPPORT_FAQ.map((item) => item.id)
    expect(new Set(ids).size).toBe(ids.length)
    expect(ids).toEqual(expect.arrayContaining(['create-contract', 'payments', 'cancel']))
    for (const item of SUPPORT_FAQ) {
      expect(item.question).toMatch(/\?$/)
      expect(item.answer.length).toBeGreaterThan(0)
      for (const paragraph of item.answer) expect(paragraph.trim()).not.toBe('')
    }
  })

  it('states the fees from the shared money constants', () => {
    const fees = SUPPORT_FAQ.find((item) => item.id === 'fees')!.answer.join(' ')
    expect(fees).toContain(formatWholeUsd(MAX_COSIGNER_FEE_CENTS))
    expect(fees).toContain(formatWholeUsd(CONTRACT_PROCESSING_FEE_CENTS))
    expect(fees).toContain(formatPercent(PLATFORM_FEE_BASIS_POINTS))
    expect(fees).toContain(formatPercent(10000 - PLATFORM_FEE_BASIS_POINTS))
    // With today's constants: "$2,500", "$50", "15%", "85%".
    expect(fees).toMatch(/\$2,500 .*\$50\..*15%.*85%/)
  })

  it('sends payment questions to the payment center and cancelling to support', () => {
    const links = (id: string) => SUPPORT_FAQ.find((item) => item.id === id)!.links!.map((link) => link.to)
    expect(links('payments')).toContain('/payments')
    expect(links('create-contract')).toContain('/contracts')
    // Without configuration: no made-up contacts, only the in-app way.
    expect(links('cancel')).toEqual(['/contracts'])
    const configured = supportFaq({ email: 'help@cosign.test', phone: '(212) 555-0142' })
    expect(configured.find((item) => item.id === 'cancel')!.links!.map((link) => link.to)).toEqual([
      '/contracts',
      'mailto:help@cosign.test?subject=Cancel%20a%20contract',
      'tel:+12125550142',
    ])
  })
})
