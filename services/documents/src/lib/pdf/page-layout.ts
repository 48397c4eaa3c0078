import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib'
import type { Fonts } from './fonts.js'
import { printable, wrapText } from './text.js'

// US Letter, in points.
export const PAGE_WIDTH = 612
export const PAGE_HEIGHT = 792
export const MARGIN = 54
export const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
export const FOOTER_Y = 30
export const BOTTOM = 54
export const INK = rgb(0.1, 0.1, 0.12)
export const MUTED = rgb(0.38, 0.4, 0.45)
export const RULE = rgb(0.78, 0.8, 0.84)
export const SHADE = rgb(0.95, 0.96, 0.97)

/** A page cursor: writes top-down and starts a new page when the next block does not fit. */
export class Layout {
  page!: PDFPage
  y = 0

  constructor(
    readonly doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage()
  }

  newPage(): void {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
    this.y = PAGE_HEIGHT - MARGIN
  }

  ensure(height: number): void {
    if (this.y - height < BOTTOM) this.newPage()
  }

  gap(points: number): void {
    this.y -= points
  }

  text(
    text: string,
    opts: {
      font?: PDFFont
      size?: number
      color?: ReturnType<typeof rgb>
      x?: number
      width?: number
      leading?: number
    } = {},
  ): void {
    const font = opts.font ?? this.fonts.regular
    const size = opts.size ?? 10
    const leading = opts.leading ?? size * 1.35
    const x = opts.x ?? MARGIN
    for (const line of wrapText(printable(text, font), font, size, opts.width ?? CONTENT_WIDTH)) {
      this.ensure(leading)
      this.y -= leading
      this.page.drawText(line, { x, y: this.y + (leading - size) / 2, size, font, color: opts.color ?? INK })
    }
  }

  heading(text: string, size = 13): void {
    this.ensure(size * 3)
    this.gap(size * 0.6)
    this.text(text, { font: this.fonts.bold, size })
    this.gap(4)
  }

  rule(): void {
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: PAGE_WIDTH - MARGIN, y: this.y },
      thickness: 0.6,
      color: RULE,
    })
  }

  /**
   * A table with wrapped cells; `widths` are fractions of the content width. The header row (bold, shaded)
   * is repeated on every page the table continues on.
   */
  table(
    header: string[] | null,
    rows: { cells: string[]; mono?: boolean[] }[],
    widths: number[],
    size = 9,
  ): void {
    const pad = 4
    const leading = size * 1.3
    const columns = widths.map((w) => w * CONTENT_WIDTH)
    const layoutRow = (cells: string[], fonts: PDFFont[]) =>
      cells.map((cell, i) => wrapText(printable(cell, fonts[i]!), fonts[i]!, size, columns[i]! - 2 * pad))
    const drawRow = (lines: string[][], fonts: PDFFont[], shaded: boolean) => {
      const height = Math.max(...lines.map((l) => l.length)) * leading + 2 * pad
      const top = this.y
      if (shaded)
        this.page.drawRectangle({ x: MARGIN, y: top - height, width: CONTENT_WIDTH, height, color: SHADE })
      let x = MARGIN
      lines.forEach((cellLines, i) => {
        cellLines.forEach((line, n) =>
          this.page.drawText(line, {
            x: x + pad,
            y: top - pad - (n + 1) * leading + (leading - size) / 2 + 1,
            size,
            font: fonts[i]!,
            color: INK,
          }),
        )
        x += columns[i]!
      })
      this.y = top - height
      this.rule()
    }
    const headerFonts = columns.map(() => this.fonts.bold)
    const headerLines = header ? layoutRow(header, headerFonts) : null
    const headerHeight = headerLines ? Math.max(...headerLines.map((l) => l.length)) * leading + 2 * pad : 0
    const startPage = () => {
      this.rule()
      if (headerLines) drawRow(headerLines, headerFonts, true)
    }
    this.ensure(headerHeight + leading + 2 * pad)
    startPage()
    for (const row of rows) {
      const fonts = row.cells.map((_, i) =>
        row.mono?.[i] ? this.fonts.mono : !header && i === 0 ? this.fonts.bold : this.fonts.regular,
      )
      const lines = layoutRow(row.cells, fonts)
      const height = Math.max(...lines.map((l) => l.length)) * leading + 2 * pad
      if (this.y - height < BOTTOM) {
        this.newPage()
        startPage()
      }
      drawRow(lines, fonts, false)
    }
  }
}
