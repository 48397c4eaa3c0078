// Reading a PDF back as a person's viewer would: the text its pages show and the images drawn on them (pdf-lib).
// Used by the browser tests on the documents the running platform produced, and by the documents service's tests.
import { PDFDict, PDFName, PDFRawStream, decodePDFRawStream, type PDFDocument } from 'pdf-lib'

/**
 * The text the pages show. The fonts are embedded subsets, so `<...> Tj` strings are glyph ids (4 hex digits
 * each); each font's ToUnicode map (`<gid> <utf16>` pairs) turns them back into text, as a PDF reader does.
 */
export function shownText(doc: PDFDocument): string {
  const decodeStream = (stream: PDFRawStream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
  let text = ''
  for (const page of doc.getPages()) {
    const fonts = new Map<string, Map<string, string>>()
    const fontDict = page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict)
    for (const [name, ref] of fontDict?.entries() ?? []) {
      const toUnicode = (doc.context.lookup(ref) as PDFDict).lookup(PDFName.of('ToUnicode')) as PDFRawStream
      const map = new Map<string, string>()
      for (const [, gid, utf16] of decodeStream(toUnicode).matchAll(/<([0-9A-Fa-f]{4})>\s*<([0-9A-Fa-f]+)>/g))
        map.set(gid!.toUpperCase(), Buffer.from(utf16!, 'hex').swap16().toString('utf16le'))
      fonts.set(name.asString(), map)
    }
    const contents = page.node.Contents()
    const streams = contents instanceof PDFRawStream ? [contents] : []
    if (!(contents instanceof PDFRawStream))
      for (const ref of (contents as unknown as { asArray(): unknown[] })?.asArray() ?? [])
        streams.push(doc.context.lookup(ref as never) as PDFRawStream)
    for (const stream of streams) {
      let font = new Map<string, string>()
      for (const m of decodeStream(stream).matchAll(/(\/\S+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]*)>\s*Tj/g)) {
        if (m[1]) font = fonts.get(m[1]) ?? new Map()
        else text += (m[2]!.toUpperCase().match(/.{4}/g) ?? []).map((gid) => font.get(gid) ?? '\uFFFD').join('') + '\n'
      }
    }
  }
  return text
}

/** Images drawn on the pages (their XObject resources); soft masks of transparent PNGs are not counted. */
export function pageImages(doc: PDFDocument): number {
  let count = 0
  for (const page of doc.getPages()) {
    const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict)
    for (const [, ref] of xobjects?.entries() ?? []) {
      const stream = doc.context.lookup(ref)
      if (stream instanceof PDFRawStream && stream.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'))
        count++
    }
  }
  return count
}
