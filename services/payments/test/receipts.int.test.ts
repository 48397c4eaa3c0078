// Receipts (issue 24) on the real payments service, PostgreSQL, NATS and the local PayPal: one numbered receipt per
// completed payment of every purpose and per refund, gapless per year even when a completing transaction fails
// after taking a number, never twice for one payment, readable by its payer (and the cosigner it paid) only. Each
// PDF is downloaded through the route and its text read back. The admin's platform-fee figure is compared with a
// sum computed here from the payment rows.
import { randomUUID } from 'node:crypto'
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib'
import {
  CONTRACT_PROCESSING_FEE_CENTS,
  formatUsd,
  platformFeeCents,
  splitContractFee,
  type DomainEvents,
  type PaymentStatsResponse,
  type ReceiptSummary,
} from '@cosign/api'
import { capturePayment } from '../src/domain/capture-payment.js'
import { depsOf } from '../src/plugins/deps.js'
import { issueReceipt } from '../src/domain/issue-receipt.js'
import {
  announcedDraft,
  announcedProfile,
  checkout,
  clickOnPayPal,
  contractReady,
  fullySignedTerms,
  pay,
  publish,
  startHarness,
  user,
  verifyFromReturnUrl,
  waitFor,
  type Harness,
  type TestUser,
} from './helpers.js'

/** The text a page shows: pdf-lib writes standard-font text as hex strings (WinAnsi) shown by Tj. */
function pdfText(doc: PDFDocument): string {
  let text = ''
  for (const page of doc.getPages()) {
    const contents = page.node.Contents()
    const streams =
      contents instanceof PDFArray
        ? contents.asArray().map((ref) => doc.context.lookup(ref) as PDFRawStream)
        : [contents as PDFRawStream]
    for (const stream of streams) {
      const source = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')
      for (const [, hex] of source.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g))
        text += Buffer.from(hex!, 'hex').toString('latin1') + '\n'
    }
  }
  return text
}

describe('receipts', () => {
  let h: Harness
  const admin = () => user(h.app, 'ADMIN')
  const year = new Date().getUTCFullYear()
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.close())

  type Terms = DomainEvents['contract.fully_signed']
  const FEE = 120_000 // $1,200.00: step 1 = $180.00 + $50.00, step 2 = $1,020.00
  const split = splitContractFee(FEE)

  async function signedContract(renter: TestUser, cosigner: TestUser, extra: Partial<Terms> = {}): Promise<Terms> {
    const terms = fullySignedTerms(renter, cosigner, FEE, extra)
    await contractReady(h, terms)
    return terms
  }

  const listReceipts = async (who: TestUser, contractId?: string): Promise<ReceiptSummary[]> => {
    const res = await h.app.inject({
      url: `/receipts${contractId ? `?contractId=${contractId}` : ''}`,
      headers: { authorization: who.auth },
    })
    expect(res.statusCode).toBe(200)
    return res.json().items
  }
  const download = (who: TestUser, receiptId: string) =>
    h.app.inject({ url: `/receipts/${receiptId}/file`, headers: { authorization: who.auth } })

  /** The payer's receipt of a payment (of a kind), downloaded and read back. */
  async function receiptOf(payer: TestUser, paymentId: string, kind: 'payment' | 'refund' = 'payment') {
    const found = (await listReceipts(payer)).filter((r) => r.paymentId === paymentId && r.kind === kind)
    expect(found).toHaveLength(1)
    const summary = found[0]!
    const res = await download(payer, summary.id)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${summary.fileName}"`)
    expect(res.headers['cache-control']).toBe('no-store')
    const doc = await PDFDocument.load(res.rawPayload)
    return { summary, doc, text: pdfText(doc) }
  }

  const receiptRows = () => h.app.prisma.receipt.findMany({ orderBy: [{ year: 'asc' }, { sequence: 'asc' }] })

  const paid: Record<string, { payer: TestUser; paymentId: string; captureId: string }> = {}

  it('issues a receipt for a payment of every purpose, with its breakdown and PayPal capture id in the PDF', async () => {
    // Service fees: a cosigner's profile, a renter's unlock and matching.
    const { owner: cosigner, profileId: draft } = await announcedDraft(h)
    await publish(h, 'user.registered', {
      userId: cosigner.id,
      email: cosigner.email,
      firstName: 'Carla',
      lastName: 'Cosigner',
      role: 'COSIGNER',
    })
    await waitFor(() => h.app.prisma.userDirectory.findUnique({ where: { userId: cosigner.id } }), 'cosigner name')
    const renter = user(h.app, 'RENTER')
    await publish(h, 'user.registered', {
      userId: renter.id,
      email: renter.email,
      firstName: 'Ana',
      lastName: 'López',
      role: 'RENTER',
    })
    await waitFor(() => h.app.prisma.userDirectory.findUnique({ where: { userId: renter.id } }), 'renter name')
    const listed = await announcedProfile(h)

    const profile = await pay(h.app, cosigner.auth, { purpose: 'profile_creation', subjectId: draft })
    const unlock = await pay(h.app, renter.auth, { purpose: 'unlock_contact', subjectId: listed.profileId })
    const matching = await pay(h.app, renter.auth, { purpose: 'match_request' })

    // A contract: step 1 to the platform, step 2 to the cosigner.
    const terms = await signedContract(renter, cosigner)
    const step1 = await pay(h.app, renter.auth, { purpose: 'contract_platform_fee', subjectId: terms.contractId })
    const step2 = await pay(h.app, renter.auth, { purpose: 'contract_cosigner_payment', subjectId: terms.contractId })

    // An installment of an installments contract (15 % of $100.10 = $15.02 to the platform).
    const monthly = await signedContract(renter, cosigner, { feeOption: 'installments', feeCents: 20_000, totalFeeCents: 140_000 })
    const entryId = randomUUID()
    await publish(h, 'contract.finalized', {
      contractId: monthly.contractId,
      renterId: renter.id,
      cosignerId: cosigner.id,
      installments: [{ entryId, amountCents: 10_010, dueDate: '2027-02-01' }],
    })
    await waitFor(() => h.app.prisma.installmentEntry.findUnique({ where: { entryId } }), 'installment entry')
    const installment = await pay(h.app, renter.auth, { purpose: 'contract_installment', subjectId: entryId })

    const cases = [
      { name: 'profile', payer: cosigner, p: profile, total: 2_500, lines: ['Cosigner profile creation fee'], payee: 'Cosign (platform)', payerName: 'Carla Cosigner' },
      { name: 'unlock', payer: renter, p: unlock, total: 2_500, lines: ['Cosigner contact details unlock'], payee: 'Cosign (platform)', payerName: 'Ana López' },
      { name: 'matching', payer: renter, p: matching, total: 9_999, lines: ['Cosigner matching fee'], payee: 'Cosign (platform)', payerName: 'Ana López' },
      {
        name: 'step1', payer: renter, p: step1, total: split.step1Cents,
        lines: ['Platform fee (15% of the cosigner fee) (to the platform)', formatUsd(split.platformFeeCents), 'Processing fee (to the platform)', formatUsd(CONTRACT_PROCESSING_FEE_CENTS)],
        payee: 'Cosign (platform)', payerName: 'Ana López',
      },
      {
        name: 'step2', payer: renter, p: step2, total: split.step2Cents,
        lines: ["Cosigner's share of the cosigner fee (85%) (to the cosigner)"], payee: 'Carla Cosigner (cosigner)', payerName: 'Ana López',
      },
      {
        name: 'installment', payer: renter, p: installment, total: 10_010,
        lines: ['Platform fee (15% of the installment) (to the platform)', '$15.02', "Cosigner's share (85%) (to the cosigner)", '$85.08'],
        payee: 'Carla Cosigner (cosigner)', payerName: 'Ana López',
      },
    ]
    for (const c of cases) {
      const captureId = c.p.payment.transactionId as string
      expect(captureId).toBeTruthy()
      const { summary, doc, text } = await receiptOf(c.payer, c.p.paymentId)
      expect(summary).toMatchObject({ kind: 'payment', amountCents: c.total, paymentId: c.p.paymentId })
      expect(summary.number).toMatch(new RegExp(`^${year}-\\d{6}$`))
      expect(summary.fileName).toBe(`receipt-${summary.number}.pdf`)
      expect(doc.getTitle()).toBe(`Receipt ${summary.number}`)
      expect(text).toContain(`Receipt number ${summary.number}`)
      expect(text).toContain(captureId)
      expect(text).toContain(formatUsd(c.total))
      expect(text).toContain(c.payee)
      expect(text).toContain(Buffer.from(c.payerName, 'latin1').toString('latin1'))
      for (const line of c.lines) expect(text).toContain(line)
      paid[c.name] = { payer: c.payer, paymentId: c.p.paymentId, captureId }
    }
    // The contract page's list: that contract's receipts for the renter (steps 1 and 2), and for the cosigner the
    // one that paid them (step 2) only.
    expect((await listReceipts(renter, terms.contractId)).map((r) => r.paymentId).sort()).toEqual(
      [step1.paymentId, step2.paymentId].sort(),
    )
    expect((await listReceipts(cosigner, terms.contractId)).map((r) => r.paymentId)).toEqual([step2.paymentId])
  })

  it('issues a $0 receipt showing the credit when a replacement credit pays step 1', async () => {
    const renter = user(h.app, 'RENTER')
    const first = await signedContract(renter, user(h.app, 'COSIGNER'))
    await pay(h.app, renter.auth, { purpose: 'contract_platform_fee', subjectId: first.contractId })
    await publish(h, 'contract.cancelled', {
      contractId: first.contractId,
      renterId: renter.id,
      cosignerId: first.cosignerId,
      cancelledBy: 'cosigner',
      cancelledByUserId: first.cosignerId,
      reason: 'Plans changed',
    })
    await waitFor(() => h.app.prisma.replacementCredit.findUnique({ where: { sourceContractId: first.contractId } }), 'credit')
    const second = await signedContract(renter, user(h.app, 'COSIGNER'))
    const started = await checkout(h.app, renter.auth, { purpose: 'contract_platform_fee', subjectId: second.contractId })
    expect(started.approvalUrl).toBeNull()

    const { summary, text } = await receiptOf(renter, started.paymentId)
    expect(summary.amountCents).toBe(0)
    expect(text).toContain('Total charged')
    expect(text).toContain('$0.00')
    expect(text).toContain('Cosigner Replacement Guarantee credit')
    expect(text).toContain(`(${formatUsd(split.step1Cents)})`)
  })

  it('a redelivered completion (verify again, capture again, the reconcile pass) makes no second receipt', async () => {
    const renter = user(h.app, 'RENTER')
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    const back = await clickOnPayPal(started.approvalUrl)
    expect((await verifyFromReturnUrl(h.app, renter.auth, back)).statusCode).toBe(200)
    const before = (await receiptRows()).length
    expect((await verifyFromReturnUrl(h.app, renter.auth, back)).statusCode).toBe(200)
    await Promise.all([
      capturePayment(depsOf(h.app, h.config), started.paymentId),
      capturePayment(depsOf(h.app, h.config), started.paymentId),
    ])
    await h.app.reconcile()
    expect(await h.app.prisma.receipt.count({ where: { paymentId: started.paymentId } })).toBe(1)
    expect((await receiptRows()).length).toBe(before)
    // issueReceipt itself returns the receipt already issued for that payment and kind.
    const payment = await h.app.prisma.payment.findUniqueOrThrow({ where: { id: started.paymentId } })
    const again = await h.app.prisma.$transaction((tx) => issueReceipt(tx, payment, 'payment', new Date()))
    expect(again.paymentId).toBe(started.paymentId)
    expect(await h.app.prisma.receipt.count({ where: { paymentId: started.paymentId } })).toBe(1)
  })

  it('keeps numbers gapless when a completing transaction fails after taking a number, and under concurrency', async () => {
    const schema = h.names.schema
    const renter = user(h.app, 'RENTER')
    const started = await checkout(h.app, renter.auth, { purpose: 'match_request' })
    const back = await clickOnPayPal(started.approvalUrl)
    const last = (await receiptRows()).at(-1)!
    // Fails the receipt's insert for this payment: the number was already taken from the counter.
    await h.app.prisma.$executeRawUnsafe(`
      CREATE FUNCTION "${schema}".fail_receipt() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.payment_id = '${started.paymentId}'::uuid THEN RAISE EXCEPTION 'receipt insert fails'; END IF;
        RETURN NEW;
      END $$`)
    await h.app.prisma.$executeRawUnsafe(
      `CREATE TRIGGER fail_receipt BEFORE INSERT ON "${schema}".receipts FOR EACH ROW EXECUTE FUNCTION "${schema}".fail_receipt()`,
    )
    const failed = await verifyFromReturnUrl(h.app, renter.auth, back)
    expect(failed.statusCode).toBeGreaterThanOrEqual(500)
    // Nothing half-written: still pending, no receipt, the counter as it was.
    expect((await h.app.prisma.payment.findUniqueOrThrow({ where: { id: started.paymentId } })).status).toBe('pending')
    expect(await h.app.prisma.receipt.count({ where: { paymentId: started.paymentId } })).toBe(0)
    expect((await h.app.prisma.receiptCounter.findUniqueOrThrow({ where: { year } })).lastNumber).toBe(last.sequence)
    await h.app.prisma.$executeRawUnsafe(`DROP TRIGGER fail_receipt ON "${schema}".receipts`)

    // The retry (same PayPal capture, replayed) completes it with the next number.
    expect((await verifyFromReturnUrl(h.app, renter.auth, back)).statusCode).toBe(200)
    const retried = await h.app.prisma.receipt.findFirstOrThrow({ where: { paymentId: started.paymentId } })
    expect(retried.sequence).toBe(last.sequence + 1)

    // Five payments completing at once take five consecutive numbers.
    const payers = Array.from({ length: 5 }, () => user(h.app, 'RENTER'))
    await Promise.all(payers.map((p) => pay(h.app, p.auth, { purpose: 'match_request' })))

    const rows = (await receiptRows()).filter((r) => r.year === year)
    expect(rows.map((r) => r.sequence)).toEqual(rows.map((_, i) => i + 1))
    expect(rows.map((r) => r.number)).toEqual(rows.map((_, i) => `${year}-${String(i + 1).padStart(6, '0')}`))
    expect((await h.app.prisma.receiptCounter.findUniqueOrThrow({ where: { year } })).lastNumber).toBe(rows.length)
  })

  it('starts again at 000001 in a new year', async () => {
    const payment = await h.app.prisma.payment.findUniqueOrThrow({ where: { id: paid.matching!.paymentId } })
    const issue = (id: string, at: string) =>
      h.app.prisma.$transaction((tx) => issueReceipt(tx, { ...payment, id }, 'payment', new Date(at)))
    const a = await issue(randomUUID(), '2098-12-31T23:59:59.999Z')
    const b = await issue(randomUUID(), '2099-01-01T00:00:00.000Z')
    const c = await issue(randomUUID(), '2099-06-01T00:00:00.000Z')
    expect([a.number, b.number, c.number]).toEqual(['2098-000001', '2099-000001', '2099-000002'])
    await h.app.prisma.receipt.deleteMany({ where: { year: { in: [2098, 2099] } } })
  })

  it('issues a refund receipt with the PayPal refund id when an admin refunds', async () => {
    const { payer, paymentId } = paid.step1!
    const res = await h.app.inject({
      method: 'POST',
      url: `/admin/payments/${paymentId}/refund`,
      headers: { authorization: admin().auth },
      payload: { notes: 'Renter asked' },
    })
    expect(res.statusCode).toBe(200)
    const row = await h.app.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })
    expect(row.providerRefundId).toBeTruthy()
    const { summary, doc, text } = await receiptOf(payer, paymentId, 'refund')
    expect(summary).toMatchObject({ kind: 'refund', amountCents: split.step1Cents })
    expect(summary.fileName).toBe(`refund-receipt-${summary.number}.pdf`)
    expect(doc.getTitle()).toBe(`Refund receipt ${summary.number}`)
    expect(text).toContain(`Receipt number ${summary.number}`)
    expect(text).toContain('Total refunded')
    expect(text).toContain(formatUsd(split.step1Cents))
    expect(text).toContain(row.providerRefundId!)
    // The payment's own receipt stays as issued; a repeated refund issues nothing more.
    await h.app.inject({
      method: 'POST',
      url: `/admin/payments/${paymentId}/refund`,
      headers: { authorization: admin().auth },
      payload: { notes: 'Again' },
    })
    expect(await h.app.prisma.receipt.count({ where: { paymentId } })).toBe(2)
  })

  it('issues a refund receipt when a renter refunds a replacement credit', async () => {
    const renter = user(h.app, 'RENTER')
    const terms = await signedContract(renter, user(h.app, 'COSIGNER'))
    const step1 = await pay(h.app, renter.auth, { purpose: 'contract_platform_fee', subjectId: terms.contractId })
    await publish(h, 'contract.cancelled', {
      contractId: terms.contractId,
      renterId: renter.id,
      cosignerId: terms.cosignerId,
      cancelledBy: 'cosigner',
      cancelledByUserId: terms.cosignerId,
      reason: 'Moved away',
    })
    const credit = await waitFor(
      () => h.app.prisma.replacementCredit.findUnique({ where: { sourceContractId: terms.contractId } }),
      'credit',
    )
    const res = await h.app.inject({ method: 'POST', url: `/credits/${credit.id}/refund`, headers: { authorization: renter.auth } })
    expect(res.statusCode).toBe(200)
    const { summary, text } = await receiptOf(renter, step1.paymentId, 'refund')
    expect(summary.amountCents).toBe(split.step1Cents)
    expect(text).toContain('Refund receipt')
  })

  it('lets only the payer, the cosigner paid and admins download; anyone else gets 404', async () => {
    const { payer, paymentId } = paid.step2!
    const receipt = await h.app.prisma.receipt.findFirstOrThrow({ where: { paymentId, kind: 'payment' } })
    const cosigner = paid.profile!.payer // the cosigner of that contract (paid step 2)
    expect((await download(payer, receipt.id)).statusCode).toBe(200)
    expect((await download(cosigner, receipt.id)).statusCode).toBe(200)
    expect((await download(admin(), receipt.id)).statusCode).toBe(200)
    for (const stranger of [user(h.app, 'RENTER'), user(h.app, 'COSIGNER')]) {
      const res = await download(stranger, receipt.id)
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toMatchObject({ message: 'Receipt not found' })
      expect(await listReceipts(stranger)).toEqual([])
      expect(await listReceipts(stranger, receipt.contractId!)).toEqual([])
    }
    // The cosigner is not the payee of step 1 (the platform's): not theirs.
    const step1 = await h.app.prisma.receipt.findFirstOrThrow({ where: { paymentId: paid.step1!.paymentId, kind: 'payment' } })
    expect((await download(cosigner, step1.id)).statusCode).toBe(404)
    expect((await h.app.inject({ url: `/receipts/${receipt.id}/file` })).statusCode).toBe(401)
    expect((await download(payer, 'not-a-uuid')).statusCode).toBe(400)
  })

  it("the admin's platform-fee figure is the 15 % of completed step 1 payments and installments, minus refunds", async () => {
    const res = await h.app.inject({ url: '/admin/payments/stats', headers: { authorization: admin().auth } })
    expect(res.statusCode).toBe(200)
    const stats = res.json() as PaymentStatsResponse
    // Computed here from the payment rows' amounts, not from the stored platform_fee_cents: a step 1 paid through
    // PayPal is the 15 % + the $50 processing fee, an installment's 15 % is taken from its amount; everything
    // ever completed, less what was refunded.
    const rows = await h.app.prisma.payment.findMany({
      where: { status: { in: ['completed', 'refunded'] }, purpose: { in: ['contract_platform_fee', 'contract_installment'] } },
    })
    const fee = (p: (typeof rows)[number]) =>
      p.purpose === 'contract_installment'
        ? platformFeeCents(p.amountCents)
        : p.paymentMethod === 'credit'
          ? 0
          : p.amountCents - CONTRACT_PROCESSING_FEE_CENTS
    const everCompleted = rows.reduce((sum, p) => sum + fee(p), 0)
    const refunded = rows.filter((p) => p.status === 'refunded').reduce((sum, p) => sum + fee(p), 0)
    expect(refunded).toBeGreaterThan(0)
    expect(stats.platformFeesCents).toBe(everCompleted - refunded)
    expect(stats.platformFeesCents).toBeGreaterThan(0)
  })
})
