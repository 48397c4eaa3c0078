import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { printableText } from '@cosign/service-kit/pdf-text'
import { embedSignaturePng, type EmbeddedSignature } from './embed-signature-png.js'
import {
  agreementMoney,
  documentDateTime,
  documentDay,
  formatUsd,
  signatureBase64,
  signaturePngHeader,
  type AgreementData,
} from '@cosign/api'

/** Everything the PDF shows; the renderer reads nothing else (pure, so `bench/pdf.mjs` runs it alone). */
export interface AgreementPdfInput {
  contractId: string
  agreement: AgreementData
  /** When the agreement became fully signed (the event's time): the PDF's dates, so a re-render is identical. */
  issuedAt: Date
  /** Where a fingerprint is checked, with `<sha256>` in place of the hash, e.g. https://host/api/documents/agreements/verify/<sha256>. */
  verifyUrlTemplate: string
  /** The public verification page (agreementVerificationUrl, without a token), printed with the verification code; absent: not printed. */
  verifyPageUrl?: string
}

export const AGREEMENT_PDF_TITLE = 'Cosigning Agreement'

// US Letter, in points.
const PAGE_WIDTH = 612
const PAGE_HEIGHT = 792
const MARGIN = 54
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const FOOTER_Y = 30
const BOTTOM = 54
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.38, 0.4, 0.45)
const RULE = rgb(0.78, 0.8, 0.84)
const SHADE = rgb(0.95, 0.96, 0.97)

/** Fonts of one document. */
interface Fonts {
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
const sharedFontkit = {
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

/** A page cursor: writes top-down and starts a new page when the next block does not fit. */
class Layout {
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

const ROLE_LABEL = { cosigner: 'Cosigner', renter: 'Renter' } as const

/**
 * A signature's data URL -> the PNG's bytes when it is within the signature bounds (signaturePngHeader: size,
 * bit depth, colour type read from the header), or null: an out-of-bounds image is never decoded or embedded.
 */
export function pngBytes(dataUrl: string): Uint8Array | null {
  const b64 = signatureBase64(dataUrl)
  if (!b64) return null
  const bytes = new Uint8Array(Buffer.from(b64, 'base64'))
  return signaturePngHeader(bytes) ? bytes : null
}

function termsRows(a: AgreementData): { cells: string[]; mono?: boolean[] }[] {
  const t = a.terms
  const m = agreementMoney(t)
  const installments = t.feeOption === 'installments'
  const lease: { cells: string[] }[] = t.propertyAddress
    ? [
        { cells: ['Property', t.propertyAddress] },
        { cells: ['Monthly rent', formatUsd(t.monthlyRentCents ?? 0)] },
        { cells: ['Lease term', `${t.leaseTermMonths} month${t.leaseTermMonths === 1 ? '' : 's'}`] },
        ...(t.landlordName || t.landlordEmail
          ? [{ cells: ['Landlord or property manager', [t.landlordName, t.landlordEmail].filter(Boolean).join(', ')] }]
          : []),
        { cells: ["Cosigner's maximum liability", formatUsd(t.maxLiabilityCents ?? 0)] },
      ]
    : []
  return [
    { cells: ['Renter', t.renterName] },
    { cells: ['Renter address', t.renterAddress] },
    { cells: ['Cosigner', `${t.cosignerName} (${t.cosignerEmail})`] },
    { cells: ['Cosigner address', t.cosignerAddress] },
    ...lease,
    { cells: ['Lease start date', documentDay(t.leaseStartDate)] },
    { cells: ['Lease end date', documentDay(t.leaseEndDate)] },
    {
      cells: [
        'Fee option',
        installments
          ? `Installments (down payment of ${formatUsd(t.downPaymentCents ?? 0)}, then ${t.installmentCount} monthly payments of ${formatUsd(t.monthlyPaymentCents ?? 0)})`
          : 'Paid in full',
      ],
    },
    { cells: ['Cosigner fee', formatUsd(t.feeCents)] },
    { cells: ['Platform share (15%)', formatUsd(m.platformTotalCents)] },
    { cells: ['Cosigner share (85%)', formatUsd(m.cosignerTotalCents)] },
    { cells: ['Contract processing fee (paid by the renter)', formatUsd(t.processingFeeCents)] },
    { cells: ['The renter pays in all', formatUsd(m.renterTotalCents)] },
    { cells: ['When both have signed', `Step 1: ${formatUsd(m.step1Cents)} to the platform; step 2: ${formatUsd(m.step2Cents)} to the cosigner`] },
    { cells: ['Cosigner payout (PayPal)', t.cosignerPaypalEmail] },
    { cells: ['Agreement version', String(t.agreementVersion)] },
    { cells: ['Terms SHA-256', a.termsHash], mono: [false, true] },
  ]
}

async function embedSignature(doc: PDFDocument, imagePng: string): Promise<EmbeddedSignature | null> {
  const bytes = pngBytes(imagePng)
  return bytes ? embedSignaturePng(doc, bytes) : null
}

/**
 * The signed cosigning agreement as a PDF: title, the agreement's paragraphs, the terms table, both drawn
 * signatures with names and times, then an audit certificate page (every audit event with time, actor and
 * network address, the signatures' details, the terms hash and the contract id) that says how the file's
 * own fingerprint is verified. The metadata (subject, keywords) carries the contract id and terms hash.
 * Deterministic: the same input gives the same bytes (the dates are `issuedAt`, pdf-lib writes no random id).
 */
export async function renderAgreementPdf(input: AgreementPdfInput): Promise<Uint8Array> {
  const { contractId, agreement: a } = input
  const doc = await PDFDocument.create({ updateMetadata: false })
  doc.registerFontkit(sharedFontkit)
  const bytes = agreementFontBytes()
  const fonts: Fonts = {
    regular: await doc.embedFont(bytes.regular, { subset: true, customName: SUBSET_NAMES.regular }),
    bold: await doc.embedFont(bytes.bold, { subset: true, customName: SUBSET_NAMES.bold }),
    mono: await doc.embedFont(bytes.mono, { subset: true, customName: SUBSET_NAMES.mono }),
  }
  doc.setTitle(AGREEMENT_PDF_TITLE, { showInWindowTitleBar: true })
  doc.setSubject(`Cosigning agreement of contract ${contractId}; terms SHA-256 ${a.termsHash}`)
  doc.setKeywords(['cosigning agreement', `contract:${contractId}`, `terms-sha256:${a.termsHash}`])
  doc.setAuthor('Cosign')
  doc.setCreator('Cosign documents service')
  doc.setProducer('Cosign (pdf-lib)')
  doc.setLanguage('en-US')
  doc.setCreationDate(input.issuedAt)
  doc.setModificationDate(input.issuedAt)

  const finalized = a.stage === 'finalized'
  // The final issue: when both had signed is the last signature's time; issuedAt is the finalization.
  const fullySignedAt = finalized
    ? a.signatures.reduce((last, s) => (s.signedAt > last ? s.signedAt : last), '')
    : input.issuedAt.toISOString()
  const out = new Layout(doc, fonts)
  out.text(AGREEMENT_PDF_TITLE, { font: fonts.bold, size: 22, leading: 28 })
  out.text(
    `Contract ${contractId}  ·  Agreement version ${a.terms.agreementVersion}  ·  ${finalized ? `Finalized ${documentDateTime(input.issuedAt.toISOString())}` : `Fully signed ${documentDateTime(input.issuedAt.toISOString())}`}`,
    {
      size: 8.5,
      color: MUTED,
    },
  )
  out.gap(6)
  out.rule()
  out.gap(6)

  for (const paragraph of a.agreementText) {
    out.text(paragraph, { size: 10, leading: 14 })
    out.gap(6)
  }

  out.heading('Terms')
  out.table(null, termsRows(a), [0.28, 0.72])
  const schedule = agreementMoney(a.terms).schedule
  if (schedule.length) {
    out.heading('Installment schedule', 12)
    out.table(
      ['#', 'Due', 'Amount', 'Platform (15%)', 'Cosigner (85%)'],
      schedule.map((i) => ({
        cells: [String(i.number), documentDay(i.dueDate), formatUsd(i.amountCents), formatUsd(i.platformFeeCents), formatUsd(i.cosignerCents)],
      })),
      [0.08, 0.26, 0.22, 0.22, 0.22],
    )
  }

  // Signatures: side by side, cosigner first (the order they signed in).
  const signatures = [...a.signatures].sort((x, y) =>
    x.role === y.role ? 0 : x.role === 'cosigner' ? -1 : 1,
  )
  const images = await Promise.all(signatures.map((s) => embedSignature(doc, s.imagePng)))
  const boxWidth = (CONTENT_WIDTH - 24) / 2
  // Tall enough that a drawn signature reads at its own proportions (a 2:1 to 3:1 canvas fills the box's width).
  const boxHeight = 96
  const blockHeight = boxHeight + 62
  out.heading('Signatures')
  out.ensure(blockHeight)
  const top = out.y
  signatures.forEach((s, i) => {
    const x = MARGIN + i * (boxWidth + 24)
    const image = images[i]
    if (image) {
      const scale = Math.min((boxWidth - 8) / image.width, (boxHeight - 8) / image.height)
      const w = image.width * scale
      const h = image.height * scale
      image.draw(out.page, {
        x: x + 4,
        y: top - boxHeight + 4 + (boxHeight - 8 - h) / 2,
        width: w,
        height: h,
      })
    } else
      out.page.drawText('(signature image unavailable)', {
        x: x + 4,
        y: top - boxHeight / 2,
        size: 9,
        font: fonts.regular,
        color: MUTED,
      })
    out.page.drawLine({
      start: { x, y: top - boxHeight },
      end: { x: x + boxWidth, y: top - boxHeight },
      thickness: 0.8,
      color: INK,
    })
    const lines: [string, PDFFont, number][] = [
      [`${ROLE_LABEL[s.role] ?? s.role}: ${s.signerName}`, fonts.bold, 10],
      [`Signed ${documentDateTime(s.signedAt)}`, fonts.regular, 8.5],
      [`IP address ${s.ip || 'unknown'}`, fonts.regular, 8.5],
    ]
    let y = top - boxHeight - 14
    for (const [text, font, size] of lines) {
      const [line = ''] = wrapText(printable(text, font), font, size, boxWidth)
      out.page.drawText(line, { x, y, size, font, color: INK })
      y -= 13
    }
  })
  out.y = top - blockHeight

  // The audit certificate, always on its own page.
  out.newPage()
  out.text('Audit Certificate', { font: fonts.bold, size: 18, leading: 24 })
  out.text(`${AGREEMENT_PDF_TITLE}  ·  Contract ${contractId}`, { size: 8.5, color: MUTED })
  out.gap(8)
  out.table(
    null,
    [
      { cells: ['Contract ID', contractId], mono: [false, true] },
      { cells: ['Terms SHA-256', a.termsHash], mono: [false, true] },
      { cells: ['Agreement version', String(a.terms.agreementVersion)] },
      { cells: ['Fully signed', utc(fullySignedAt)] },
      ...(finalized ? [{ cells: ['Finalized (both payment steps paid)', utc(input.issuedAt.toISOString())] }] : []),
    ],
    [0.25, 0.75],
  )

  out.heading('Audit trail', 12)
  out.table(
    ['Time (UTC)', 'Event', 'Actor', 'IP address', 'Browser'],
    a.audit.map((e) => ({
      cells: [utc(e.at), e.action, e.actorName || (e.actorId ?? 'Platform'), e.ip ?? '-', e.userAgent ?? '-'],
    })),
    [0.19, 0.23, 0.17, 0.13, 0.28],
    8,
  )

  out.heading('Signatures', 12)
  out.table(
    ['Signer', 'Signed (UTC)', 'IP address', 'Browser'],
    signatures.map((s) => ({
      cells: [
        `${s.signerName} (${ROLE_LABEL[s.role] ?? s.role}, ${s.signerId})`,
        utc(s.signedAt),
        s.ip || '-',
        s.userAgent || '-',
      ],
    })),
    [0.32, 0.2, 0.15, 0.33],
    8,
  )
  for (const s of signatures)
    out.text(
      `${ROLE_LABEL[s.role] ?? s.role} signed the terms with SHA-256 ${s.termsHash}${s.termsHash === a.termsHash ? ' (matches the terms above).' : ' (DIFFERS from the terms above).'}`,
      { size: 8, color: MUTED },
    )

  out.heading('Verifying this document', 12)
  if (input.verifyPageUrl) {
    out.text(`Verification page: ${input.verifyPageUrl}`, { font: fonts.bold, size: 9.5 })
    out.text(`Verification code: ${contractId}`, { font: fonts.mono, size: 9 })
    out.text('Open the page and upload this PDF (or enter its SHA-256 fingerprint) to check that it is the agreement as issued.', {
      size: 9,
      leading: 12.5,
    })
    out.gap(4)
  }
  out.text(
    "This document's SHA-256 fingerprint (of the PDF file's exact bytes) was registered with the Cosign platform when the document was issued. A fingerprint cannot be printed inside the document it identifies, so it is kept in the platform's registry instead. To check a copy, compute its SHA-256 (for example `shasum -a 256 <file>`) and open:",
    { size: 9, leading: 12.5 },
  )
  out.gap(2)
  out.text(input.verifyUrlTemplate, { font: fonts.mono, size: 8.5 })
  out.gap(2)
  out.text(
    'with <sha256> replaced by the 64-character fingerprint, or upload the file to the same address without the fingerprint (POST). The answer names this contract and the time of issue only for a copy identical, byte for byte, to the one issued; any change to the file, however small, fails the check.',
    { size: 9, leading: 12.5 },
  )

  // Footer on every page, now that the page count is known.
  const pages = doc.getPages()
  pages.forEach((page, i) => {
    const footer = printable(
      `${AGREEMENT_PDF_TITLE}  ·  Contract ${contractId}  ·  Page ${i + 1} of ${pages.length}`,
      fonts.regular,
    )
    page.drawText(footer, { x: MARGIN, y: FOOTER_Y, size: 7.5, font: fonts.regular, color: MUTED })
  })
  return doc.save()
}
