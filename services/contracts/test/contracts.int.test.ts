import { randomUUID } from 'node:crypto'
import { ACCOUNT_MESSAGES, CONTRACT_MESSAGES, ERROR_CODES, type ContractDto, type DomainEvents, type EventEnvelope } from '@cosign/api'
import { PNG, pngOf, pngUrl, startHarness, type Harness, type TestUser } from './helpers.js'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

const payloadOf = <T extends keyof DomainEvents>(row: { payload: unknown }) => (row.payload as EventEnvelope<T>).data
const forContract = (id: string) => (row: { payload: unknown }) => (payloadOf(row) as { contractId?: string }).contractId === id

describe('create, sign, pay, finalize', () => {
  it('runs the whole flow (full fee): one transaction per transition, each with its outbox rows', async () => {
    const c = await h.createdContract()
    const created = c.contract as unknown as ContractDto
    expect(created).toMatchObject({
      status: 'cosigner_signed',
      renterId: c.renter.id,
      cosignerId: c.cosigner.id,
      cosignerPaypalEmail: 'cora@paypal.test',
      feeCents: 120000,
      platformFeeCents: 18000,
      dueAtSigningCents: 120000,
      step1: { status: 'pending', amountCents: 18000 + 5000 },
      step2: { status: 'pending', amountCents: 102000 },
      agreementVersion: 2,
      propertyAddress: '12 Oak Ave, Austin, TX',
      monthlyRentCents: 150000,
      leaseTermMonths: 12,
      landlordName: 'Lana Lord',
      landlordEmail: 'lana@landlord.test',
      maxLiabilityCents: 1800000,
    })
    const createdRow = await h.app.prisma.contract.findUniqueOrThrow({ where: { id: c.contract.id } })
    expect(createdRow).toMatchObject({ propertyAddress: '12 Oak Ave, Austin, TX', monthlyRentCents: 150000, leaseTermMonths: 12, maxLiabilityCents: 1800000 })
    expect(created.signatures).toEqual([expect.objectContaining({ role: 'cosigner', imagePng: PNG })])
    const sigRow = await h.app.prisma.contractSignature.findFirst({ where: { contractId: c.contract.id } })
    expect(sigRow).toMatchObject({ ip: '203.0.113.7', userAgent: 'jest-cosigner', termsHash: c.contract.termsHash })
    expect((await h.outbox('contract.created')).filter(forContract(c.contract.id))).toHaveLength(1)
    const renterNotes = (await h.outbox('notification.requested')).filter((r) => payloadOf<'notification.requested'>(r).userId === c.renter.id)
    expect(renterNotes.length).toBeGreaterThanOrEqual(1)

    // The renter sees it with the agreement text; signs it.
    const detail = await h.app.inject({ method: 'GET', url: `/contracts/${c.contract.id}`, headers: c.renter.auth })
    expect(detail.statusCode).toBe(200)
    expect(detail.json().contract.agreementText[0]).toContain('Cora Signer')
    expect(detail.json().contract.agreementText.join(' ')).toContain('lease of 12 Oak Ave, Austin, TX with Lana Lord')
    const signed = await h.sign(c.renter, c.contract.id, c.contract.termsHash)
    expect(signed.statusCode).toBe(200)
    expect(signed.json().contract.status).toBe('fully_signed')
    expect(signed.json().contract.signatures.map((s: { role: string }) => s.role)).toEqual(['cosigner', 'renter'])
    const [fullySigned] = (await h.outbox('contract.fully_signed')).filter(forContract(c.contract.id))
    const fs = payloadOf<'contract.fully_signed'>(fullySigned!)
    expect(fs).toMatchObject({ feeCents: 120000, totalFeeCents: 120000, feeOption: 'full', cosignerPaypalEmail: 'cora@paypal.test' })
    expect(fs.agreement!.termsHash).toBe(c.contract.termsHash)
    expect(fs.agreement!.signatures).toHaveLength(2)
    expect(fs.agreement!.signatures.find((s) => s.role === 'renter')).toMatchObject({ ip: '198.51.100.9', userAgent: 'jest-renter' })
    expect(fs.agreement!.audit.map((a) => a.action)).toEqual(['Created and signed by the cosigner', 'Signed by the renter'])
    // One declared format for the images (packages/api signature-png.ts): data URLs the renderer embeds.
    expect(fs.agreement!.signatures.map((s) => s.imagePng)).toEqual([PNG, PNG])
    expect(fs.agreement!.terms).toMatchObject({ agreementVersion: 2, propertyAddress: '12 Oak Ave, Austin, TX', maxLiabilityCents: 1800000 })

    // Payments: step 1 processing, completed; step 2 completed -> finalized.
    await h.payment('payment.started', 'contract_platform_fee', c.contract.id, c.renter.id)
    let row = await h.app.prisma.contract.findUnique({ where: { id: c.contract.id } })
    expect(row!.step1Status).toBe('processing')
    await h.payment('payment.completed', 'contract_platform_fee', c.contract.id, c.renter.id, 23000, 'credit')
    row = await h.app.prisma.contract.findUnique({ where: { id: c.contract.id } })
    expect(row).toMatchObject({ step1Status: 'completed', step1AmountCents: 23000, step1PaidByCredit: true, status: 'fully_signed' })
    // A late failure of a completed step changes nothing.
    await h.payment('payment.failed', 'contract_platform_fee', c.contract.id, c.renter.id)
    expect((await h.app.prisma.contract.findUnique({ where: { id: c.contract.id } }))!.step1Status).toBe('completed')
    await h.payment('payment.completed', 'contract_cosigner_payment', c.contract.id, c.renter.id, 102000)
    row = await h.app.prisma.contract.findUnique({ where: { id: c.contract.id } })
    expect(row).toMatchObject({ status: 'finalized', step2Status: 'completed' })

    const steps = (await h.outbox('contract.payment_step_updated')).filter(forContract(c.contract.id))
    expect(steps.map((s) => payloadOf<'contract.payment_step_updated'>(s)).map((d) => `${d.step}:${d.status}`)).toEqual([
      '1:processing',
      '1:completed',
      '2:completed',
    ])
    const finalized = (await h.outbox('contract.finalized')).filter(forContract(c.contract.id))
    expect(finalized).toHaveLength(1)
    const fin = payloadOf<'contract.finalized'>(finalized[0]!)
    expect(fin.installments).toEqual([])
    // The final agreement: its audit trail adds both payment steps and the finalization.
    expect(fin.agreement).toMatchObject({ stage: 'finalized', termsHash: c.contract.termsHash })
    expect(fin.agreement!.signatures).toHaveLength(2)
    expect(fin.agreement!.audit.map((a) => a.action)).toEqual([
      'Created and signed by the cosigner',
      'Signed by the renter',
      'Payment step 1 completed: $230.00 to the platform (replacement credit)',
      'Payment step 2 completed: $1,020.00 to the cosigner via PayPal',
      'Finalized: both payment steps completed',
    ])
    const finalNotes = (await h.outbox('notification.requested')).filter(
      (r) => payloadOf<'notification.requested'>(r).message === CONTRACT_MESSAGES.finalized,
    )
    expect(finalNotes.map((r) => payloadOf<'notification.requested'>(r).userId).sort()).toEqual([c.renter.id, c.cosigner.id].sort())

    // Full: the two steps the renter paid, as paid entries (step 1 by the credit); $1,200 + $50 in all.
    const ledger = await h.app.inject({ method: 'GET', url: `/ledger?contractId=${c.contract.id}`, headers: c.renter.auth })
    expect(ledger.statusCode).toBe(200)
    expect(ledger.json().entries).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ amountCents: 23000, status: 'paid', payable: false, description: 'Step 1: platform fee and processing fee (paid by replacement credit)' }),
        expect.objectContaining({ amountCents: 102000, status: 'paid', payable: false, description: 'Step 2: cosigner payment' }),
      ]),
    )
    expect(ledger.json().entries).toHaveLength(2)
    expect(ledger.json().totals).toEqual({ paidCents: 125000, outstandingCents: 0, overdueCents: 0 })

    const history = (await h.app.inject({ method: 'GET', url: `/contracts/${c.contract.id}`, headers: c.cosigner.auth })).json().contract.history
    expect(history.map((e: { status: string }) => e.status)).toEqual(['cosigner_signed', 'fully_signed', 'finalized'])

    // Finalized: no more cancelling.
    const cancel = await h.app.inject({ method: 'POST', url: `/contracts/${c.contract.id}/cancel`, headers: c.renter.auth, payload: { reason: 'late' } })
    expect(cancel.statusCode).toBe(409)
    expect(cancel.json().error.message).toBe(CONTRACT_MESSAGES.alreadyFinal)
  })

  it('installments: finalizing creates one ledger entry per month; paying one marks it paid; totals add up', async () => {
    const c = await h.signedContract({
      feeOption: 'installments',
      feeCents: 130000,
      downPaymentCents: 10000,
      monthlyPaymentCents: 10000,
    })
    await h.payment('payment.completed', 'contract_platform_fee', c.contract.id, c.renter.id)
    await h.payment('payment.completed', 'contract_cosigner_payment', c.contract.id, c.renter.id)
    const [finalized] = (await h.outbox('contract.finalized')).filter(forContract(c.contract.id))
    const installments = payloadOf<'contract.finalized'>(finalized!).installments!
    expect(installments).toHaveLength(12)
    expect(installments[0]).toMatchObject({ amountCents: 10000, dueDate: '2030-02-15' })
    const entries = await h.app.prisma.ledgerEntry.findMany({ where: { contractId: c.contract.id } })
    expect(entries).toHaveLength(14) // step 1 and step 2 (paid) + 12 installments
    expect(new Set(entries.map((e) => e.id))).toEqual(
      new Set([...installments.map((i) => i.entryId), ...entries.filter((e) => e.installmentNumber === null).map((e) => e.id)]),
    )

    await h.payment('payment.completed', 'contract_installment', installments[0]!.entryId, c.renter.id, 10000)
    await h.payment('payment.completed', 'contract_installment', installments[0]!.entryId, c.renter.id, 10000) // redelivered copy
    expect((await h.outbox('ledger_entry.paid')).filter(forContract(c.contract.id))).toHaveLength(1)
    const ledger = (await h.app.inject({ method: 'GET', url: `/ledger?contractId=${c.contract.id}`, headers: c.renter.auth })).json()
    // Step 1 (15 % of the $100 down payment + $50) + step 2 ($85) + the first installment.
    expect(ledger.totals).toEqual({ paidCents: 6500 + 8500 + 10000, outstandingCents: 110000, overdueCents: 0 })
    expect(ledger.entries[0].dueDate).toBe('2031-01-15') // due date descending
    expect(ledger.entries.filter((e: { payable: boolean }) => e.payable)).toHaveLength(11)
    const asCosigner = (await h.app.inject({ method: 'GET', url: `/ledger?contractId=${c.contract.id}`, headers: c.cosigner.auth })).json()
    expect(asCosigner.entries.filter((e: { payable: boolean }) => e.payable)).toHaveLength(0)
    const stranger = (await h.app.inject({ method: 'GET', url: `/ledger?contractId=${c.contract.id}`, headers: h.user('RENTER').auth })).json()
    expect(stranger.entries).toEqual([])
  })

  it('step 2 before step 1 does not finalize; the late step 1 then does', async () => {
    const c = await h.signedContract()
    await h.payment('payment.completed', 'contract_cosigner_payment', c.contract.id, c.renter.id)
    let row = await h.app.prisma.contract.findUnique({ where: { id: c.contract.id } })
    expect(row).toMatchObject({ status: 'fully_signed', step2Status: 'completed', step1Status: 'pending' })
    expect(await h.app.prisma.ledgerEntry.count({ where: { contractId: c.contract.id } })).toBe(0)
    await h.payment('payment.completed', 'contract_platform_fee', c.contract.id, c.renter.id)
    row = await h.app.prisma.contract.findUnique({ where: { id: c.contract.id } })
    expect(row!.status).toBe('finalized')
  })

  it('payment events for unknown contracts are ignored; failed steps are recorded', async () => {
    await expect(h.payment('payment.completed', 'contract_platform_fee', randomUUID(), randomUUID())).resolves.toBeUndefined()
    await expect(h.payment('payment.completed', 'contract_installment', randomUUID(), randomUUID())).resolves.toBeUndefined()
    const c = await h.signedContract()
    await h.payment('payment.failed', 'contract_platform_fee', c.contract.id, c.renter.id)
    expect((await h.app.prisma.contract.findUnique({ where: { id: c.contract.id } }))!.step1Status).toBe('failed')
  })
})

describe('refusals', () => {
  it('strangers and other renters get 404; the cosigner cannot sign twice; admins see everything', async () => {
    const c = await h.createdContract()
    for (const u of [h.user('RENTER'), h.user('COSIGNER')]) {
      const res = await h.app.inject({ method: 'GET', url: `/contracts/${c.contract.id}`, headers: u.auth })
      expect(res.statusCode).toBe(404)
      expect((await h.sign(u, c.contract.id, c.contract.termsHash)).statusCode).toBe(404)
      const cancel = await h.app.inject({ method: 'POST', url: `/contracts/${c.contract.id}/cancel`, headers: u.auth, payload: { reason: 'x' } })
      expect(cancel.statusCode).toBe(404)
    }
    // The cosigner signed when creating it: it is the renter's turn.
    const bySigner = await h.sign(c.cosigner, c.contract.id, c.contract.termsHash)
    expect(bySigner.statusCode).toBe(409)
    expect(bySigner.json().error.message).toBe(CONTRACT_MESSAGES.notAwaitingSignature)
    const admin = h.user('ADMIN')
    expect((await h.app.inject({ method: 'GET', url: `/contracts/${c.contract.id}`, headers: admin.auth })).statusCode).toBe(200)
    expect((await h.sign(admin, c.contract.id, c.contract.termsHash)).statusCode).toBe(403)
    expect((await h.app.inject({ method: 'GET', url: `/contracts/${randomUUID()}`, headers: admin.auth })).statusCode).toBe(404)
    expect((await h.app.inject({ method: 'GET', url: '/contracts/not-a-uuid', headers: admin.auth })).statusCode).toBe(400)
    expect((await h.app.inject({ method: 'GET', url: `/contracts/${c.contract.id}` })).statusCode).toBe(401)
    expect((await h.app.inject({ method: 'GET', url: `/contracts/${c.contract.id}`, headers: c.renter.auth })).statusCode).toBe(200)
  })

  it('creating: only for an own accepted request, only cosigners, with a payout email, valid terms, PNG and hash', async () => {
    const setup = await h.acceptedRequest()
    const other = await h.acceptedRequest()
    // Another cosigner's request, and an unknown one.
    const foreign = await h.createContract({ ...setup, requestId: other.requestId })
    expect(foreign.statusCode).toBe(403)
    expect(foreign.json().error.message).toBe(CONTRACT_MESSAGES.requestNotAccepted)
    expect((await h.createContract({ ...setup, requestId: randomUUID() })).statusCode).toBe(403)
    // A renter may not create.
    expect((await h.createContract({ ...setup, cosigner: setup.renter })).statusCode).toBe(403)

    const bad = await h.createContract(setup, { leaseEndDate: '2029-01-01' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe(CONTRACT_MESSAGES.endBeforeStart)
    const uneven = await h.createContract(setup, { feeOption: 'installments', downPaymentCents: 100, monthlyPaymentCents: 100 })
    expect(uneven.json().error.message).toBe(CONTRACT_MESSAGES.installmentsMustAddUp)

    const terms = h.termsFor()
    const post = (signature: { imagePng: string; termsHash: string }, t = terms) =>
      h.app.inject({ method: 'POST', url: '/contracts', headers: setup.cosigner.auth, payload: { matchRequestId: setup.requestId, terms: t, signature } })
    const hash = h.hashOf(terms, { renterId: setup.renter.id, cosignerId: setup.cosigner.id, cosignerEmail: setup.cosigner.email })
    const gif = `data:image/png;base64,${Buffer.from('GIF89a-not-a-png-at-all-xxxxxxxx').toString('base64')}`
    const notPng = await post({ imagePng: gif, termsHash: hash })
    expect(notPng.statusCode).toBe(400)
    expect(notPng.json().error.message).toBe(CONTRACT_MESSAGES.signatureInvalid)
    // Too short to be an image at all: the schema answers the same readable message.
    const tooShort = await post({ imagePng: 'x', termsHash: hash })
    expect(tooShort.statusCode).toBe(400)
    expect(tooShort.json().error.message).toBe(CONTRACT_MESSAGES.signatureInvalid)
    // A 1 KB PNG that declares 16000 x 16000 pixels (25 s and 2 GB to embed): refused from its header, 4xx in the
    // error envelope, nothing stored.
    const liar = pngOf(20, 20, { width: 16000, height: 16000 })
    expect(liar.length).toBeLessThan(1024)
    const huge = await post({ imagePng: pngUrl(liar), termsHash: hash })
    expect(huge.statusCode).toBe(400)
    expect(huge.json()).toEqual({ error: { code: 'SIGNATURE_INVALID', message: CONTRACT_MESSAGES.signatureInvalid } })
    const tooWide = await post({ imagePng: pngUrl(pngOf(1201, 100)), termsHash: hash })
    expect(tooWide.statusCode).toBe(400)
    expect(await h.app.prisma.contract.count({ where: { matchRequestId: setup.requestId } })).toBe(0)
    // The largest canvas the pad makes is accepted (below).
    // The cosigner's form showed other terms (e.g. a different fee) than what is submitted.
    const changed = await post({ imagePng: PNG, termsHash: hash }, { ...terms, feeCents: 99999 })
    expect(changed.statusCode).toBe(409)
    expect(changed.json().error.message).toBe(CONTRACT_MESSAGES.termsChanged)
    expect(await h.app.prisma.contract.count({ where: { matchRequestId: setup.requestId } })).toBe(0)

    expect((await post({ imagePng: pngUrl(pngOf(1200, 400)), termsHash: hash })).statusCode).toBe(201)
    const again = await post({ imagePng: PNG, termsHash: hash })
    expect(again.statusCode).toBe(409)
    expect(again.json().error.message).toBe(CONTRACT_MESSAGES.contractExists)

    const noPayout = await h.acceptedRequest({ paypalEmail: null })
    const res = await h.createContract(noPayout)
    expect(res.statusCode).toBe(409)
    expect(res.json().error.message).toBe(CONTRACT_MESSAGES.noPayoutEmail)
  })

  it('signing twice, after a cancel, or with a changed hash is refused; nothing is half-written', async () => {
    const c = await h.createdContract()
    const changed = await h.sign(c.renter, c.contract.id, 'a'.repeat(64))
    expect(changed.statusCode).toBe(409)
    expect(changed.json().error.message).toBe(CONTRACT_MESSAGES.termsChanged)
    expect((await h.sign(c.renter, c.contract.id, c.contract.termsHash, 'data:image/png;base64,AAAA')).statusCode).toBe(400)
    // The renter's signature is bounded the same way: an oversized declared size is refused, nothing stored.
    const huge = await h.sign(c.renter, c.contract.id, c.contract.termsHash, pngUrl(pngOf(20, 20, { width: 16000, height: 16000 })))
    expect(huge.statusCode).toBe(400)
    expect(huge.json().error).toEqual({ code: 'SIGNATURE_INVALID', message: CONTRACT_MESSAGES.signatureInvalid })
    expect(await h.app.prisma.contractSignature.count({ where: { contractId: c.contract.id } })).toBe(1)
    expect((await h.app.prisma.contract.findUniqueOrThrow({ where: { id: c.contract.id } })).status).toBe('cosigner_signed')
    expect((await h.sign(c.renter, c.contract.id, c.contract.termsHash)).statusCode).toBe(200)
    const twice = await h.sign(c.renter, c.contract.id, c.contract.termsHash)
    expect(twice.statusCode).toBe(409)
    expect(twice.json().error.message).toBe(CONTRACT_MESSAGES.notAwaitingSignature)
    expect(await h.app.prisma.contractSignature.count({ where: { contractId: c.contract.id } })).toBe(2)

    const d = await h.createdContract()
    const cancel = await h.app.inject({ method: 'POST', url: `/contracts/${d.contract.id}/cancel`, headers: d.renter.auth, payload: { reason: 'Found another cosigner' } })
    expect(cancel.statusCode).toBe(200)
    expect(cancel.json().contract).toMatchObject({ status: 'cancelled', cancelledBy: 'renter', cancelReason: 'Found another cosigner' })
    const after = await h.sign(d.renter, d.contract.id, d.contract.termsHash)
    expect(after.statusCode).toBe(409)
    expect(after.json().error.message).toBe(CONTRACT_MESSAGES.notAwaitingSignature)
    const [cancelled] = (await h.outbox('contract.cancelled')).filter(forContract(d.contract.id))
    expect(payloadOf<'contract.cancelled'>(cancelled!)).toMatchObject({ cancelledBy: 'renter', cancelledByUserId: d.renter.id })
    const toCosigner = (await h.outbox('notification.requested')).filter(
      (r) => payloadOf<'notification.requested'>(r).userId === d.cosigner.id && payloadOf<'notification.requested'>(r).title === 'Contract cancelled',
    )
    expect(toCosigner).toHaveLength(1)
    expect((await h.app.inject({ method: 'POST', url: `/contracts/${d.contract.id}/cancel`, headers: d.cosigner.auth, payload: { reason: 'x' } })).statusCode).toBe(409)
    // The request is open again: a new contract may be made for it.
    expect((await h.createContract(d)).statusCode).toBe(201)
  })

  it('an account whose email is not confirmed cannot sign, nor create (which signs): 403 EMAIL_NOT_VERIFIED (issue 29)', async () => {
    const unconfirmed = (u: TestUser): TestUser => ({
      ...u,
      auth: { authorization: `Bearer ${h.app.jwt.sign({ sub: u.id, email: u.email, role: u.role, email_verified: false })}` },
    })
    const refusal = { code: ERROR_CODES.emailNotVerified, message: ACCOUNT_MESSAGES.verifyEmailToSign }
    const setup = await h.acceptedRequest()
    const create = await h.createContract({ ...setup, cosigner: unconfirmed(setup.cosigner) })
    expect({ status: create.statusCode, body: create.json() }).toEqual({ status: 403, body: { error: refusal } })
    expect(await h.app.prisma.contract.count({ where: { cosignerId: setup.cosigner.id } })).toBe(0)

    const c = await h.createdContract()
    const sign = await h.sign(unconfirmed(c.renter), c.contract.id, c.contract.termsHash)
    expect({ status: sign.statusCode, body: sign.json() }).toEqual({ status: 403, body: { error: refusal } })
    expect(await h.app.prisma.contractSignature.count({ where: { contractId: c.contract.id } })).toBe(1)
    expect((await h.sign(c.renter, c.contract.id, c.contract.termsHash)).statusCode).toBe(200)
  })

  it('a double submit of create and of sign (concurrent) makes one contract and one renter signature', async () => {
    const setup = await h.acceptedRequest()
    const creates = await Promise.all([h.createContract(setup), h.createContract(setup), h.createContract(setup)])
    expect(creates.map((r) => r.statusCode).sort()).toEqual([201, 409, 409])
    expect(await h.app.prisma.contract.count({ where: { matchRequestId: setup.requestId } })).toBe(1)
    const contract = creates.find((r) => r.statusCode === 201)!.json().contract
    expect((await h.outbox('contract.created')).filter(forContract(contract.id))).toHaveLength(1)

    const signs = await Promise.all([h.sign(setup.renter, contract.id, contract.termsHash), h.sign(setup.renter, contract.id, contract.termsHash)])
    expect(signs.map((r) => r.statusCode).sort()).toEqual([200, 409])
    expect(await h.app.prisma.contractSignature.count({ where: { contractId: contract.id, role: 'renter' } })).toBe(1)
    expect((await h.outbox('contract.fully_signed')).filter(forContract(contract.id))).toHaveLength(1)
  })

  it('bodies are validated by schema', async () => {
    const setup = await h.acceptedRequest()
    const res = await h.app.inject({ method: 'POST', url: '/contracts', headers: setup.cosigner.auth, payload: { matchRequestId: setup.requestId } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('VALIDATION_ERROR')
    const cancel = await h.app.inject({ method: 'POST', url: `/contracts/${randomUUID()}/cancel`, headers: setup.renter.auth, payload: { reason: '' } })
    expect(cancel.statusCode).toBe(400)
    expect(cancel.json().error.message).toBe(CONTRACT_MESSAGES.cancelReasonRequired)
    expect((await h.app.inject({ method: 'GET', url: '/contracts?cursor=bogus', headers: setup.renter.auth })).statusCode).toBe(400)
    expect((await h.app.inject({ method: 'GET', url: '/contracts?limit=500', headers: setup.renter.auth })).statusCode).toBe(400)
  })
})

describe('candidates, draft and lists', () => {
  it('candidates are accepted requests without an open contract; the draft prefills from the request and profile', async () => {
    const setup = await h.acceptedRequest()
    const list = await h.app.inject({ method: 'GET', url: '/contracts/candidates', headers: setup.cosigner.auth })
    expect(list.statusCode).toBe(200)
    expect(list.json().items).toEqual([expect.objectContaining({ matchRequestId: setup.requestId, renterName: 'Rena Tenant', moveInDate: '2030-01-15' })])
    const draft = await h.app.inject({ method: 'GET', url: `/contracts/new?matchRequestId=${setup.requestId}`, headers: setup.cosigner.auth })
    expect(draft.statusCode).toBe(200)
    expect(draft.json()).toMatchObject({
      cosignerPaypalEmail: 'cora@paypal.test',
      cosignerEmail: setup.cosigner.email,
      terms: {
        renterName: 'Rena Tenant',
        renterAddress: '1 Main St, Austin, TX',
        cosignerAddress: 'Austin, TX',
        leaseStartDate: '2030-01-15',
        // The day before the anniversary of the start after the request's 12 months.
        leaseEndDate: '2031-01-14',
        // From the request: the property, its rent and the term; from the profile: the fee and the maximum
        // liability (maximum rent support $1,500 x 12 months).
        propertyAddress: '1 Main St, Austin, TX',
        monthlyRentCents: 180000,
        leaseTermMonths: 12,
        landlordName: null,
        landlordEmail: null,
        feeCents: 120000,
        maxLiabilityCents: 1800000,
      },
    })
    const foreign = h.user('COSIGNER')
    expect((await h.app.inject({ method: 'GET', url: `/contracts/new?matchRequestId=${setup.requestId}`, headers: foreign.auth })).statusCode).toBe(404)
    expect((await h.app.inject({ method: 'GET', url: '/contracts/candidates', headers: setup.renter.auth })).statusCode).toBe(403)
    // Older accepted events without the terms are skipped.
    await h.feed('match_request.accepted', { requestId: randomUUID(), renterId: setup.renter.id, cosignerId: setup.cosigner.id })
    expect((await h.createContract(setup)).statusCode).toBe(201)
    expect((await h.app.inject({ method: 'GET', url: '/contracts/candidates', headers: setup.cosigner.auth })).json().items).toEqual([])
  })

  it('lists a party its own contracts, newest first, with a keyset cursor and total; admins all', async () => {
    const setup = await h.acceptedRequest()
    const ids: string[] = []
    for (let i = 0; i < 5; i++) {
      const requestId = randomUUID()
      await h.feed('match_request.accepted', {
        requestId,
        renterId: setup.renter.id,
        cosignerId: setup.cosigner.id,
        renterName: 'Rena Tenant',
        cosignerName: 'Cora Signer',
        monthlyRentCents: 1000,
        leaseDurationMonths: 12,
        propertyAddress: '1 Main St, Austin, TX',
        moveInDate: '2030-01-15',
      })
      const res = await h.createContract({ ...setup, requestId })
      expect(res.statusCode).toBe(201)
      ids.unshift(res.json().contract.id)
    }
    const page1 = (await h.app.inject({ method: 'GET', url: '/contracts?limit=2', headers: setup.renter.auth })).json()
    expect(page1.total).toBe(5)
    expect(page1.items.map((i: { id: string }) => i.id)).toEqual(ids.slice(0, 2))
    const page2 = (await h.app.inject({ method: 'GET', url: `/contracts?limit=2&cursor=${page1.nextCursor}`, headers: setup.renter.auth })).json()
    expect(page2.items.map((i: { id: string }) => i.id)).toEqual(ids.slice(2, 4))
    const page3 = (await h.app.inject({ method: 'GET', url: `/contracts?limit=2&cursor=${page2.nextCursor}`, headers: setup.renter.auth })).json()
    expect(page3.items.map((i: { id: string }) => i.id)).toEqual(ids.slice(4))
    expect(page3.nextCursor).toBeNull()
    const asCosigner = (await h.app.inject({ method: 'GET', url: '/contracts?limit=100', headers: setup.cosigner.auth })).json()
    expect(asCosigner.items.map((i: { id: string }) => i.id)).toEqual(ids)
    expect((await h.app.inject({ method: 'GET', url: '/contracts', headers: h.user('RENTER').auth })).json()).toEqual({ items: [], total: 0, nextCursor: null })
    const admin = (await h.app.inject({ method: 'GET', url: '/contracts?status=cosigner_signed&limit=100', headers: h.user('ADMIN').auth })).json()
    expect(admin.total).toBeGreaterThanOrEqual(5)
    expect(admin.items.some((i: { renterId: string }) => i.renterId !== setup.renter.id)).toBe(true)
  })
})

describe('names kept current', () => {
  it('user.updated (a new name or a confirmed email) updates the directory copy; an unknown account is left alone', async () => {
    const setup = await h.acceptedRequest()
    await h.feed('user.updated', { userId: setup.renter.id, email: 'rena.new@example.com', firstName: 'Rena', lastName: 'Newname' })
    expect(await h.app.prisma.directoryUser.findUnique({ where: { userId: setup.renter.id } })).toMatchObject({
      email: 'rena.new@example.com',
      firstName: 'Rena',
      lastName: 'Newname',
      role: 'RENTER',
    })
    const stranger = randomUUID()
    await h.feed('user.updated', { userId: stranger, email: 'x@example.com', firstName: 'X', lastName: 'Y' })
    expect(await h.app.prisma.directoryUser.findUnique({ where: { userId: stranger } })).toBeNull()
  })
})
