import { printableText } from './pdf-text.js'

// A font that shows ASCII and é only.
const font = {
  name: 'test-ascii-e-acute',
  getCharacterSet: () => [...Array.from({ length: 95 }, (_, i) => 0x20 + i), 0xe9],
}

describe('printableText', () => {
  it('keeps what the font shows, strips accents it lacks, and marks the rest', () => {
    expect(printableText('José Müller', font)).toBe('José Muller')
    expect(printableText('王 🙂', font)).toBe('? ?')
    expect(printableText('a\tb\u007fc', font)).toBe('a b c')
  })
})
