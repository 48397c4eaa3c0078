import { readFileSync } from 'node:fs'
import { adminDocumentKind, creditReportKind, looksLikeText } from './file-kinds.js'

const fixture = (name: string) => readFileSync(new URL(`../../test/fixtures/${name}`, import.meta.url))
const png = fixture('pixel.png')
const pdf = fixture('report.pdf')
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46])
const gif = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1')
const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 ')])
const ole = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])
const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0])
const text = Buffer.from('Lease terms — café\nline two\n')

describe('creditReportKind', () => {
  it.each([
    ['png', png],
    ['jpeg', jpeg],
    ['gif', gif],
    ['webp', webp],
    ['pdf', pdf],
  ])('accepts %s by its bytes', (kind, bytes) => expect(creditReportKind(bytes)).toBe(kind))

  it.each([
    ['text', text],
    ['an HTML page', Buffer.from('<html><script>alert(1)</script></html>')],
    ['a zip', zip],
    ['a Word file', ole],
    ['nothing', Buffer.alloc(0)],
    ['a truncated PNG signature', png.subarray(0, 4)],
  ])('refuses %s', (_name, bytes) => expect(creditReportKind(bytes)).toBeNull())
})

describe('adminDocumentKind', () => {
  it.each([
    ['terms.pdf', pdf, 'pdf'],
    ['Terms.PDF', pdf, 'pdf'],
    ['old.doc', ole, 'doc'],
    ['new.docx', zip, 'docx'],
    ['notes.txt', text, 'txt'],
    ['photo.jpg', jpeg, 'jpeg'],
    ['photo.jpeg', jpeg, 'jpeg'],
    ['logo.png', png, 'png'],
  ])('accepts %s with matching content', (name, bytes, kind) =>
    expect(adminDocumentKind(name, bytes)).toBe(kind),
  )

  it.each([
    ['a text file named .pdf', 'fake.pdf', text],
    ['a PNG named .jpg', 'photo.jpg', png],
    ['a PDF named .txt', 'notes.txt', pdf],
    ['binary named .txt', 'notes.txt', Buffer.from([0x41, 0x00, 0x42])],
    ['an accepted type that is not on the list', 'anim.gif', gif],
    ['an executable', 'setup.exe', Buffer.from('MZ\x90\x00', 'latin1')],
    ['no extension', 'README', text],
    ['an empty file', 'empty.txt', Buffer.alloc(0)],
  ])('refuses %s', (_name, fileName, bytes) => expect(adminDocumentKind(fileName, bytes)).toBeNull())
})

describe('looksLikeText', () => {
  it('tolerates a multi-byte character cut off at the end of the sniffed bytes', () => {
    const cut = Buffer.from('abc é').subarray(0, -1)
    expect(looksLikeText(cut)).toBe(true)
  })
  it('refuses invalid UTF-8', () => expect(looksLikeText(Buffer.from([0x61, 0xc3, 0x28]))).toBe(false))
})
