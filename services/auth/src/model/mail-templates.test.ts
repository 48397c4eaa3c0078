import {
  emailChangeMail,
  emailChangeRequestedMail,
  emailVerificationMail,
  passwordChangedMail,
  passwordResetMail,
  paypalEmailVerificationMail,
  type MailBrand,
} from './mail-templates.js'

const brand: MailBrand = { productName: 'Cosign', postalAddress: '1 Main St, Springfield', origin: 'https://app.example' }

describe('mail templates', () => {
  const all = [
    passwordResetMail(brand, { firstName: 'Ann', token: 'tok<en>' }),
    passwordChangedMail(brand, { firstName: '', changedAt: new Date('2026-01-01T00:00:00Z') }),
    emailVerificationMail(brand, { firstName: 'Ann', token: 'abc' }),
    emailChangeMail(brand, { firstName: 'Ann', token: 'xyz' }),
    emailChangeRequestedMail(brand, { firstName: 'Ann', newEmail: 'new<@>example.com', requestedAt: new Date('2026-01-01T00:00:00Z') }),
    paypalEmailVerificationMail(brand, { firstName: 'Ann', token: 'pp' }),
  ]
  it('have a text and an HTML part with the product name and postal address, and no images', () => {
    for (const mail of all) {
      expect(mail.subject).toContain('Cosign')
      for (const part of [mail.text, mail.html]) {
        expect(part).toContain('Cosign')
        expect(part).toContain('1 Main St, Springfield')
      }
      expect(mail.html).not.toMatch(/<img|url\(/i)
    }
  })
  it('link to the screen of the next step, escaped in HTML', () => {
    expect(all[0].text).toContain('https://app.example/reset-password?token=tok%3Cen%3E')
    expect(all[0].html).not.toContain('<en>')
    expect(all[2].text).toContain('https://app.example/verify-email?token=abc')
    expect(all[3].text).toContain('https://app.example/confirm-email-change?token=xyz')
    // The old address is told of the change, without the link that makes it.
    expect(all[4].text).toContain('new<@>example.com')
    expect(all[4].html).toContain('new&lt;@&gt;example.com')
    expect(all[4].text).not.toContain('confirm-email-change')
    expect(all[5].text).toContain('https://app.example/confirm-paypal-email?token=pp')
  })
})
