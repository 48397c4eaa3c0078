// Issue 27: a contract's payments wait until the cosigner confirmed the PayPal email the contract pays (auth's
// user.paypal_verified). The contract answer says so (server-computed, worded for each party); the confirmation is
// applied idempotently and whatever arrived first. Real database; events fed as the durable consumer applies them.
import { PAYMENT_MESSAGES } from '@cosign/api'
import { startHarness, type Harness } from './helpers.js'

describe('payment hold until the payout email is confirmed', () => {
  let h: Harness
  beforeAll(async () => {
    h = await startHarness({ nats: false })
  })
  afterAll(() => h.close())

  const get = (auth: { authorization: string }, id: string) =>
    h.app.inject({ method: 'GET', url: `/contracts/${id}`, headers: auth })
  const confirmed = (userId: string, paypalEmail = 'cora@paypal.test') =>
    h.feed('user.paypal_verified', { userId, paypalEmail, verifiedAt: new Date().toISOString() })

  it('shows the renter the wait and the cosigner what to do, until the confirmation arrives (once or twice)', async () => {
    const c = await h.signedContract()
    const renterView = (await get(c.renter.auth, c.contract.id)).json().contract
    expect(renterView).toMatchObject({ status: 'fully_signed', paymentHold: PAYMENT_MESSAGES.payoutEmailUnconfirmed })
    const cosignerView = (await get(c.cosigner.auth, c.contract.id)).json().contract
    expect(cosignerView.paymentHold).toBe(PAYMENT_MESSAGES.confirmYourPaypalEmail)

    // Another address of the cosigner, or this address confirmed by someone else, does not release it.
    await confirmed(c.cosigner.id, 'other@paypal.test')
    await confirmed(c.renter.id)
    expect((await get(c.renter.auth, c.contract.id)).json().contract.paymentHold).toBe(PAYMENT_MESSAGES.payoutEmailUnconfirmed)

    await confirmed(c.cosigner.id, 'CORA@paypal.test')
    await confirmed(c.cosigner.id) // redelivered
    expect(await h.app.prisma.confirmedPayoutEmail.count({ where: { userId: c.cosigner.id } })).toBe(2)
    expect((await get(c.renter.auth, c.contract.id)).json().contract.paymentHold).toBeNull()
    expect((await get(c.cosigner.auth, c.contract.id)).json().contract.paymentHold).toBeNull()
  })

  it('applies a confirmation that arrived before the contract; the cosigner sees the hold from the start', async () => {
    const setup = await h.acceptedRequest()
    const created = await h.createContract(setup)
    expect(created.statusCode).toBe(201)
    expect(created.json().contract.paymentHold).toBe(PAYMENT_MESSAGES.confirmYourPaypalEmail)

    const early = await h.acceptedRequest()
    await confirmed(early.cosigner.id)
    const res = await h.createContract(early)
    expect(res.json().contract.paymentHold).toBeNull()
  })

  it('the list answers each contract with its hold, for each party (the dashboard and the ledger read it)', async () => {
    const held = await h.signedContract()
    const list = async (auth: { authorization: string }) =>
      (await h.app.inject({ method: 'GET', url: '/contracts?limit=100', headers: auth })).json().items as Array<{
        id: string
        paymentHold: string | null
        cosignerPaypalEmail?: string
      }>
    const renterItem = (await list(held.renter.auth)).find((i) => i.id === held.contract.id)!
    expect(renterItem.paymentHold).toBe(PAYMENT_MESSAGES.payoutEmailUnconfirmed)
    // The summary carries the hold, not the address it is about.
    expect(renterItem).not.toHaveProperty('cosignerPaypalEmail')
    expect((await list(held.cosigner.auth)).find((i) => i.id === held.contract.id)!.paymentHold).toBe(
      PAYMENT_MESSAGES.confirmYourPaypalEmail,
    )

    await confirmed(held.cosigner.id)
    expect((await list(held.renter.auth)).find((i) => i.id === held.contract.id)!.paymentHold).toBeNull()
  })
})
