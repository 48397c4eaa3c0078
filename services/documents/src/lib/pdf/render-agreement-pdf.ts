import { PDFDocument, type PDFFont } from 'pdf-lib'
import { describePdf } from '@cosign/service-kit/pdf-text'
import { embedSignaturePng, type EmbeddedSignature } from './embed-signature-png.js'
import { agreementFontBytes, sharedFontkit, SUBSET_NAMES, type Fonts } from './fonts.js'
import { CONTENT_WIDTH, FOOTER_Y, INK, Layout, MARGIN, MUTED } from './page-layout.js'
import { printable, utc, wrapText } from './text.js'
import {
  agreementMoney,
  documentDateTime,
  documentDay,
  formatUsd,
  signaturePngBytes,
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

const ROLE_LABEL = { cosigner: 'Cosigner', renter: 'Renter' } as const

/** A signature's data URL -> the PNG's bytes within the signature bounds, or null (never decoded or embedded). */
export const pngBytes = signaturePngBytes

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
  describePdf(doc, {
    title: AGREEMENT_PDF_TITLE,
    subject: `Cosigning agreement of contract ${contractId}; terms SHA-256 ${a.termsHash}`,
    keywords: ['cosigning agreement', `contract:${contractId}`, `terms-sha256:${a.termsHash}`],
    creator: 'Cosign documents service',
    issuedAt: input.issuedAt,
  })

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
