import { DOCUMENT_MESSAGES } from '@cosign/api'
import { defaultTitle, parseCreditScore } from './upload-rules.js'
import { contentDisposition } from '../routes/send-file.js'

describe('parseCreditScore', () => {
  it.each([
    ['300', 300],
    ['850', 850],
    [' 712 ', 712],
  ])('accepts %p', (input, score) => expect(parseCreditScore(input)).toBe(score))
  it.each([undefined, '', '299', '851', '700.5', '7e2', 'abc', '-700', '0700'])('refuses %p', (input) =>
    expect(() => parseCreditScore(input)).toThrow(DOCUMENT_MESSAGES.invalidCreditScore),
  )
})

describe('defaultTitle', () => {
  it('is the file name without its extension', () => {
    expect(defaultTitle('Lease Guide.pdf')).toBe('Lease Guide')
    expect(defaultTitle('archive.tar.txt')).toBe('archive.tar')
    expect(defaultTitle('README')).toBe('README')
    expect(defaultTitle('.pdf')).toBe('.pdf')
  })
})

describe('contentDisposition', () => {
  it('keeps header-breaking characters out and the real name in filename*', () => {
    const header = contentDisposition('attachment', 'bad"name\r\n — ü.pdf')
    expect(header).toBe(
      `attachment; filename="bad_name__ _ _.pdf"; filename*=UTF-8''bad%22name%0D%0A%20%E2%80%94%20%C3%BC.pdf`,
    )
  })
})
