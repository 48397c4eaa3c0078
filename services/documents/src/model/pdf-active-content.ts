import { inflateSync } from 'node:zlib'

// A PDF is accepted by its leading bytes (%PDF-), so a file can be a valid PDF and carry what a viewer runs:
// JavaScript, or actions that launch programs, submit forms or import data. None has a place in a credit report
// or a back-office document, so such PDFs are refused at upload. Names may be written with #xx escapes
// (/J#61vaScript) and may sit inside compressed streams (object streams), so both are looked through.

/** PDF name keys of active content (ISO 32000: JavaScript and the actions that act outside the document). */
const ACTIVE_NAMES = new Set(['JavaScript', 'JS', 'Launch', 'SubmitForm', 'ImportData', 'RichMedia'])
/** A PDF name token: a slash and regular characters (delimiters and white space end it). */
const NAME = /\/([^\s/<>[\]{}()%]+)/g
const STREAM = /stream\r?\n/g
/** Inflated bytes looked at per file: a compressed stream cannot make the check itself a denial of service. */
const INFLATE_BUDGET = 32 * 1024 * 1024

function decodeName(raw: string): string {
  return raw.replace(/#([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
}

function activeNameIn(text: string): string | null {
  for (const match of text.matchAll(NAME)) {
    const name = decodeName(match[1]!)
    if (ACTIVE_NAMES.has(name)) return name
  }
  return null
}

/** The first active-content name a PDF carries (in its text or any Flate-compressed stream), or null. */
export function pdfActiveContent(pdf: Buffer): string | null {
  const text = pdf.toString('latin1')
  const direct = activeNameIn(text)
  if (direct) return direct
  let budget = INFLATE_BUDGET
  for (const match of text.matchAll(STREAM)) {
    const start = match.index! + match[0].length
    const end = text.indexOf('endstream', start)
    if (end < 0 || budget <= 0) break
    try {
      const inflated = inflateSync(pdf.subarray(start, end), { maxOutputLength: budget })
      budget -= inflated.length
      const found = activeNameIn(inflated.toString('latin1'))
      if (found) return found
    } catch {
      // Not Flate data (images, other filters) or over the budget: nothing readable to look at.
    }
  }
  return null
}
