import { DOCUMENT_MESSAGES } from '@cosign/api'
import {
  canUploadCredit,
  creditFileError,
  isAcceptedCreditFileType,
  parseCreditScore,
} from './credit-upload.js'

describe('credit score upload form', () => {
  it('accepts images and PDFs by MIME type and names anything else with the spec message', () => {
    expect(isAcceptedCreditFileType('image/png')).toBe(true)
    expect(isAcceptedCreditFileType('application/pdf')).toBe(true)
    expect(creditFileError({ type: 'text/plain', size: 10 })).toBe(
      'Invalid File Type: Please upload an image or PDF file.',
    )
    expect(creditFileError({ type: 'image/jpeg', size: 11 * 1024 * 1024 })).toBe(
      DOCUMENT_MESSAGES.creditFileTooLarge,
    )
    expect(creditFileError(null)).toBeNull()
  })

  it('keeps upload disabled until a score and a valid file are both present', () => {
    const pdf = { type: 'application/pdf', size: 1000 }
    expect(canUploadCredit('', pdf)).toBe(false)
    expect(canUploadCredit('720', null)).toBe(false)
    expect(canUploadCredit('720', { type: 'text/html', size: 5 })).toBe(false)
    expect(canUploadCredit('720', pdf)).toBe(true)
  })

  it('reads scores 300-850 as whole numbers only', () => {
    expect(parseCreditScore('300')).toBe(300)
    expect(parseCreditScore('850')).toBe(850)
    expect(parseCreditScore('299')).toBeNull()
    expect(parseCreditScore('851')).toBeNull()
    expect(parseCreditScore('700.5')).toBeNull()
  })
})
