import { DOCUMENT_MESSAGES } from '@cosign/api'
import { formatFileSize } from '@cosign/ui'
import { defaultTitle, documentFileError, uploadFormError } from './documents.js'

describe('defaultTitle', () => {
  it.each([
    ['Lease guide.pdf', 'Lease guide'],
    ['report.v2.final.docx', 'report.v2.final'],
    ['README', 'README'],
    ['.hidden', '.hidden'],
    ['C:\\fakepath\\Renter FAQ.txt', 'Renter FAQ'],
    ['  spaced .png', 'spaced'],
  ])('%s -> %s', (name, title) => expect(defaultTitle(name)).toBe(title))
})

describe('documentFileError', () => {
  it('accepts the spec types in any case and refuses the others and oversize files', () => {
    for (const name of ['a.pdf', 'a.DOC', 'a.docx', 'a.txt', 'a.jpg', 'a.JPEG', 'a.png'])
      expect(documentFileError({ name, size: 10 })).toBeNull()
    for (const name of ['a.exe', 'a.gif', 'pdf', 'a.pdf.zip'])
      expect(documentFileError({ name, size: 10 })).toBe(DOCUMENT_MESSAGES.invalidDocumentType)
    expect(documentFileError({ name: 'a.pdf', size: 25 * 1024 * 1024 + 1 })).toBe(
      DOCUMENT_MESSAGES.documentTooLarge,
    )
  })
})

it('needs a file and a non-blank title, with the catalogue message', () => {
  expect(uploadFormError(null, 'Title')).toBe('Please select a file and enter a title')
  expect(uploadFormError({}, '   ')).toBe('Please select a file and enter a title')
  expect(uploadFormError({}, 'Title')).toBeNull()
})

it('formats sizes', () => {
  expect(formatFileSize(12)).toBe('12 B')
  expect(formatFileSize(2048)).toBe('2 KB')
  expect(formatFileSize(1.5 * 1024 * 1024)).toBe('1.5 MB')
})
