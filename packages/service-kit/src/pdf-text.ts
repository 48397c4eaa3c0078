// Imported as @cosign/service-kit/pdf-text (not from the index), so a renderer loads no server code.
// Shared by the PDF renderers (documents: agreements and reports; payments: receipts): text for PDF fonts, and
// the metadata Cosign's issued documents carry.

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

/** What describePdf sets: pdf-lib's PDFDocument has these. */
export interface PdfMetadataTarget {
  setTitle(title: string, options: { showInWindowTitleBar: boolean }): void
  setSubject(subject: string): void
  setKeywords(keywords: string[]): void
  setAuthor(author: string): void
  setCreator(creator: string): void
  setProducer(producer: string): void
  setLanguage(language: string): void
  setCreationDate(date: Date): void
  setModificationDate(date: Date): void
}

/**
 * The metadata of a document Cosign issues (agreement, receipt): title (shown in the viewer's title bar),
 * subject, keywords, which service made it, and its issue time as both creation and modification date, so the
 * same document renders to the same bytes.
 */
export function describePdf(
  doc: PdfMetadataTarget,
  d: { title: string; subject: string; keywords: string[]; creator: string; issuedAt: Date },
): void {
  doc.setTitle(d.title, { showInWindowTitleBar: true })
  doc.setSubject(d.subject)
  doc.setKeywords(d.keywords)
  doc.setAuthor('Cosign')
  doc.setCreator(d.creator)
  doc.setProducer('Cosign (pdf-lib)')
  doc.setLanguage('en-US')
  doc.setCreationDate(d.issuedAt)
  doc.setModificationDate(d.issuedAt)
}
