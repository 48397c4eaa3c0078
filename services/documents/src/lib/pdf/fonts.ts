import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import type { PDFFont } from 'pdf-lib'

/** Fonts of one document. */
export interface Fonts {
  regular: PDFFont
  bold: PDFFont
  mono: PDFFont
}

// The PDF's fonts: DejaVu (Latin with every accent, Greek, Cyrillic, Hebrew and more), embedded as subsets so
// that a party's name prints as written. PDF's 14 standard fonts only know WinAnsi (a Polish or Vietnamese name
// would lose letters). Read once per process.
const FONT_FILES = { regular: 'DejaVuSans.ttf', bold: 'DejaVuSans-Bold.ttf', mono: 'DejaVuSansMono.ttf' } as const
let fontBytes: Record<keyof Fonts, Uint8Array> | null = null
export function agreementFontBytes(): Record<keyof Fonts, Uint8Array> {
  if (fontBytes) return fontBytes
  const dir = path.join(path.dirname(createRequire(import.meta.url).resolve('dejavu-fonts-ttf/package.json')), 'ttf')
  const read = (file: string) => new Uint8Array(readFileSync(path.join(dir, file)))
  fontBytes = { regular: read(FONT_FILES.regular), bold: read(FONT_FILES.bold), mono: read(FONT_FILES.mono) }
  return fontBytes
}

// The fonts parsed once per process (fontkit), each with its line layouts memoized: shaping a line (GSUB/GPOS
// lookups) was most of a render, and the agreement's lines repeat from one document to the next (the clauses,
// the labels, the certificate). Sharing a parsed font between documents is safe: each document has its own
// subset, and fontkit lays out and encodes synchronously. Bounded: a font's layout cache is cleared when large.
type FontkitFont = { layout(text: string, features?: unknown): unknown }
const parsedFonts = new Map<Uint8Array, FontkitFont>()
const LAYOUT_CACHE_MAX = 20_000
export const sharedFontkit = {
  ...fontkit,
  create(data: Uint8Array, postscriptName?: string) {
    let font = parsedFonts.get(data)
    if (!font) {
      font = fontkit.create(data as Buffer, postscriptName) as unknown as FontkitFont
      const layout = font.layout.bind(font)
      const runs = new Map<string, unknown>()
      font.layout = (text: string, features?: unknown) => {
        if (features !== undefined) return layout(text, features)
        let run = runs.get(text)
        if (run === undefined) {
          if (runs.size >= LAYOUT_CACHE_MAX) runs.clear()
          runs.set(text, (run = layout(text)))
        }
        return run
      }
      parsedFonts.set(data, font)
    }
    return font
  },
} as typeof fontkit

// Subset fonts are named TAG+Name (PDF 9.6.4); fixed tags instead of pdf-lib's random ones keep rendering
// deterministic (a retried render writes the same bytes).
export const SUBSET_NAMES = { regular: 'CSGNRA+DejaVuSans', bold: 'CSGNBA+DejaVuSans-Bold', mono: 'CSGNMA+DejaVuSansMono' } as const
