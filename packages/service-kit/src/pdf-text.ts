// Imported as @cosign/service-kit/pdf-text (not from the index), so a renderer loads no server code.
// Text for PDF fonts, shared by the PDF renderers (documents: agreements and reports; payments: receipts).

/** What printableText needs of a font: pdf-lib's PDFFont has both (its name, the code points it can show). */
export interface PdfFontCharacters {
  name: string
  getCharacterSet(): number[]
}

// What each font can show, by font name (every document uses the same few fonts).
const characterSets = new Map<string, Set<number>>()

/**
 * Text the font can show: control characters become spaces, a letter the font lacks loses its accent if that
 * helps, and what is still missing (scripts the font does not cover, such as Chinese, and emoji) becomes '?'.
 */
export function printableText(text: string, font: PdfFontCharacters): string {
  let set = characterSets.get(font.name)
  if (!set) characterSets.set(font.name, (set = new Set(font.getCharacterSet())))
  let out = ''
  for (const ch of text.normalize('NFC')) {
    const code = ch.codePointAt(0)!
    if (code < 0x20 || code === 0x7f) out += ' '
    else if (set.has(code)) out += ch
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '')
      out += base && [...base].every((c) => set.has(c.codePointAt(0)!)) ? base : '?'
    }
  }
  return out
}
