// Issue 27: a contract's payments wait until the cosigner confirmed the PayPal email the contract pays (auth's
// user.paypal_verified). Against the real database, NATS and the local PayPal server.
import { randomUUID } from 'node:crypto'
import { PAYMENT_MESSAGES, type DomainEvents } from '@cosign/api'
import {
  contractReady,
  fullySignedTerms,
  pay,
  payeeEmailConfirmed,
  paypalOrderCount,
  publish,
  startHarness,
  user,
  waitFor,
  type Harness,
  type TestUser,
} from './helpers.js'

describe('payout email confirmation', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness()
  })
  afterAll(() => h.close())

  type Terms = DomainEvents['contract.fully_signed']
  const FEE = 100_000

  const termsOf = (renter: TestUser, cosigner: TestUser, extra: Partial<Terms> = {}): Terms =>
    fullySignedTerms(renter, cosigner, FEE, extra)
  const checkoutOf = (renter: TestUser, purpose: string, subjectId: string) =>
    h.app.inject({ method: 'POST', url: '/checkout', headers: { authorization: renter.auth }, payload: { purpose, subjectId } })
  const held = { error: { code: 'PAYOUT_EMAIL_UNCONFIRMED', message: PAYMENT_MESSAGES.payoutEmailUnconfirmed } }

  it('holds every payment of the contract, creating no order, until the cosigner confirms that address', async () => {
    const renter = user(h.app, 'RENTER')
    const cosigner = user(h.app, 'COSIGNER')
    const terms = termsOf(renter, cosigner)
    await contractReady(h, terms, { payeeConfirmed: false })
    const orders = paypalOrderCount(h)

    const step1 = await checkoutOf(renter, 'contract_platform_fee', terms.contractId)
    expect(step1.statusCode).toBe(409)
    expect(step1.json()).toEqual(held)
    // Another address of the same cosigner, or the same address confirmed by someone else, changes nothing.
    await payeeEmailConfirmed(h, cosigner.id, `other-${cosigner.id.slice(0, 8)}@paypal.test`)
    await payeeEmailConfirmed(h, randomUUID(), terms.cosignerPaypalEmail)
    expect((await checkoutOf(renter, 'contract_platform_fee', terms.contractId)).json()).toEqual(held)
    expect(paypalOrderCount(h)).toBe(orders)
    expect(await h.app.prisma.payment.count({ where: { contractId: terms.contractId } })).toBe(0)

    // Confirmed (the event redelivered, with other ids, and in another letter case): one row, both steps sell.
    await payeeEmailConfirmed(h, cosigner.id, terms.cosignerPaypalEmail.toUpperCase())
    await payeeEmailConfirmed(h, cosigner.id, terms.cosignerPaypalEmail)
    expect(await h.app.prisma.confirmedPayoutEmail.count({ where: { userId: cosigner.id } })).toBe(2)
    await pay(h.app, renter.auth, { purpose: 'contract_platform_fee', subjectId: terms.contractId })
    const step2 = await pay(h.app, renter.auth, { purpose: 'contract_cosigner_payment', subjectId: terms.contractId })
    expect(step2.payment).toMatchObject({ status: 'completed' })
    const row = await h.app.prisma.payment.findUniqueOrThrow({ where: { id: step2.paymentId } })
    expect(row.payeeEmail).toBe(terms.cosignerPaypalEmail)
  })

  it('applies a confirmation that arrived before the contract (any order)', async () => {
    const renter = user(h.app, 'RENTER')
    const cosigner = user(h.app, 'COSIGNER')
    const terms = termsOf(renter, cosigner)
    await payeeEmailConfirmed(h, cosigner.id, terms.cosignerPaypalEmail)
    await contractReady(h, terms, { payeeConfirmed: false })
    expect((await checkoutOf(renter, 'contract_platform_fee', terms.contractId)).statusCode).toBe(201)
  })

  it('holds installments to an unconfirmed address too', async () => {
    const renter = user(h.app, 'RENTER')
    const cosigner = user(h.app, 'COSIGNER')
    const terms = termsOf(renter, cosigner, { feeOption: 'installments', feeCents: 20_000, totalFeeCents: 140_000 })
    await contractReady(h, terms, { payeeConfirmed: false })
    const entryId = randomUUID()
    await publish(h, 'contract.finalized', {
      contractId: terms.contractId,
      renterId: renter.id,
      cosignerId: cosigner.id,
      installments: [{ entryId, amountCents: 10_000, dueDate: '2027-02-01' }],
    })
    await waitFor(() => h.app.prisma.installmentEntry.findUnique({ where: { entryId } }), 'installment')
    const refused = await checkoutOf(renter, 'contract_installment', entryId)
    expect(refused.statusCode).toBe(409)
    expect(refused.json()).toEqual(held)
    await payeeEmailConfirmed(h, cosigner.id, terms.cosignerPaypalEmail)
    expect((await checkoutOf(renter, 'contract_installment', entryId)).statusCode).toBe(201)
  })

  it("erases a deleted cosigner's confirmed addresses", async () => {
    const cosigner = user(h.app, 'COSIGNER')
    await payeeEmailConfirmed(h, cosigner.id, `gone-${cosigner.id.slice(0, 8)}@paypal.test`)
    await publish(h, 'user.deleted', { userId: cosigner.id, pseudonym: 'Deleted user', deletedAt: new Date().toISOString() })
    await waitFor(
      async () => (await h.app.prisma.confirmedPayoutEmail.count({ where: { userId: cosigner.id } })) === 0,
      'confirmed addresses erased',
    )
  })
})
