import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import { formatUsd, type ClientReportRequest, type ClientReportRow } from '@cosign/api'
import { agreementFontBytes, SUBSET_NAMES } from './fonts.js'
import { printable, wrapText } from './text.js'

export const CLIENT_REPORT_TITLE = 'Client report'

// US Letter, in points; the agreement's fonts and colours.
const PAGE_WIDTH = 612
const PAGE_HEIGHT = 792
const MARGIN = 54
const CONTENT_WIDTH = PAGE_WIDTH - 2 * MARGIN
const BOTTOM = 54
const INK = rgb(0.1, 0.1, 0.12)
const MUTED = rgb(0.38, 0.4, 0.45)
const RULE = rgb(0.78, 0.8, 0.84)

/** A row as one line of text: date, text, status, amount. */
export function rowText(row: ClientReportRow): string {
  const parts = [row.at.slice(0, 10), row.text]
  if (row.status) parts.push(row.status)
  if (row.amountCents !== undefined) parts.push(formatUsd(row.amountCents))
  return parts.join('  ·  ')
}

/**
 * The admin's PDF of one client: profile, figures, payments, contracts and activity, as the admin screen posted
 * them (pure: the caller gathered the data). `generatedAt` is printed and set as the creation date.
 */
export async function renderClientReportPdf(
  input: ClientReportRequest,
  generatedAt: Date,
): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.registerFontkit(fontkit)
  const bytes = agreementFontBytes()
  const regular = await doc.embedFont(bytes.regular, { subset: true, customName: SUBSET_NAMES.regular })
  const bold = await doc.embedFont(bytes.bold, { subset: true, customName: SUBSET_NAMES.bold })
  doc.setTitle(`${CLIENT_REPORT_TITLE}: ${input.name || input.email}`)
  doc.setProducer('Cosign (pdf-lib)')
  doc.setCreator('Cosign back office')
  doc.setCreationDate(generatedAt)
  doc.setModificationDate(generatedAt)

  let page: PDFPage = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
  let y = PAGE_HEIGHT - MARGIN
  const ensure = (height: number) => {
    if (y - height >= BOTTOM) return
    page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT])
    y = PAGE_HEIGHT - MARGIN
  }
  const text = (value: string, font: PDFFont, size: number, color = INK, indent = 0) => {
    for (const line of wrapText(printable(value, font), font, size, CONTENT_WIDTH - indent)) {
      ensure(size * 1.4)
      page.drawText(line, { x: MARGIN + indent, y: y - size, size, font, color })
      y -= size * 1.4
    }
  }
  const heading = (title: string) => {
    ensure(40)
    y -= 10
    text(title, bold, 13)
    page.drawLine({
      start: { x: MARGIN, y: y + 3 },
      end: { x: PAGE_WIDTH - MARGIN, y: y + 3 },
      thickness: 0.5,
      color: RULE,
    })
    y -= 4
  }
  const pairs = (items: ClientReportRequest['profile'], none: string) => {
    if (!items.length) return text(none, regular, 10, MUTED)
    for (const { label, value } of items) text(`${label}: ${value}`, regular, 10)
  }
  const rows = (items: ClientReportRow[], none: string) => {
    if (!items.length) return text(none, regular, 10, MUTED)
    for (const row of items) text(rowText(row), regular, 9.5)
  }

  text(CLIENT_REPORT_TITLE, bold, 20)
  text(`${input.name || input.email} (${input.kind === 'cosigner' ? 'Cosigner' : 'Renter'})`, bold, 12)
  text(`${input.email}  ·  client id ${input.clientId}`, regular, 9.5, MUTED)
  text(`Generated ${generatedAt.toISOString().replace('T', ' ').slice(0, 16)} UTC`, regular, 9.5, MUTED)

  heading('Figures')
  pairs(input.figures, 'No figures.')
  heading('Profile')
  pairs(input.profile, 'No profile saved.')
  heading(`Payments (${input.payments.length})`)
  rows(input.payments, 'No payments.')
  heading(`Contracts (${input.contracts.length})`)
  rows(input.contracts, 'No contracts.')
  heading(`Activity (${input.activity.length})`)
  rows(input.activity, 'No activity recorded.')

  const pages = doc.getPages()
  pages.forEach((p, i) =>
    p.drawText(`${CLIENT_REPORT_TITLE} · ${i + 1} / ${pages.length}`, {
      x: MARGIN,
      y: 30,
      size: 8,
      font: regular,
      color: MUTED,
    }),
  )
  return doc.save()
}
