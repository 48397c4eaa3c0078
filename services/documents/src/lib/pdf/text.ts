import type { PDFFont } from 'pdf-lib'
import { printableText } from '@cosign/service-kit/pdf-text'

/** Text the font can show (shared with the receipts' renderer: service-kit's printableText). */
export const printable = (text: string, font: PDFFont): string => printableText(text, font)

/** Splits text into lines no wider than `width`; a word longer than a line (a hash, an email) is broken. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  const space = textWidth(' ', font, size)
  let line = ''
  let lineWidth = 0
  for (const word of text.split(/ +/)) {
    const wordWidth = textWidth(word, font, size)
    const candidateWidth = line ? lineWidth + space + wordWidth : wordWidth
    if (candidateWidth <= width) {
      line = line ? `${line} ${word}` : word
      lineWidth = candidateWidth
      continue
    }
    if (line) lines.push(line)
    let rest = word
    let restWidth = wordWidth
    while (rest && restWidth > width) {
      // The longest prefix that fits, at least one character.
      let cut = 1
      let cutWidth = textWidth(rest[0]!, font, size)
      while (cut < rest.length) {
        const next = cutWidth + textWidth(rest[cut]!, font, size)
        if (next > width) break
        cutWidth = next
        cut++
      }
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
      restWidth = textWidth(rest, font, size)
    }
    line = rest
    lineWidth = restWidth
  }
  if (line || !lines.length) lines.push(line)
  return lines
}

// Widths of words at size 1 by font: laying text out with an OpenType font is costly, and a document measures
// the same words many times while wrapping. Words are measured alone and summed with the spaces (kerning across
// a space is nil). Bounded: cleared when it grows large.
const widths = new Map<string, number>()
function textWidth(text: string, font: PDFFont, size: number): number {
  const key = `${font.name}\u0000${text}`
  let w = widths.get(key)
  if (w === undefined) {
    if (widths.size > 50_000) widths.clear()
    widths.set(key, (w = font.widthOfTextAtSize(text, 1)))
  }
  return w * size
}

/** `2026-11-24T20:45:27.123Z` -> `2026-11-24 20:45:27 UTC`; anything unparseable is shown as given. */
export function utc(iso: string): string {
  const t = Date.parse(iso)
  return Number.isNaN(t)
    ? iso
    : new Date(t)
        .toISOString()
        .replace('T', ' ')
        .replace(/\.\d+Z$/, ' UTC')
}
