import { randomUUID } from 'node:crypto'
import type {
  ClientPaymentFiguresResponse,
  PaymentPurpose,
  PaymentStatus,
  TransactionListResponse,
} from '@cosign/api'
import { startHarness, user, type Harness, type TestUser } from './helpers.js'

describe('a client’s figures and transaction history (admin)', () => {
  let h: Harness
  let admin: TestUser
  beforeAll(async () => {
    h = await startHarness()
    admin = user(h.app, 'ADMIN')
  })
  afterAll(() => h.close())

  const cosigner = randomUUID()
  const renter = randomUUID()
  const stranger = randomUUID()
  const row = (
    userId: string,
    purpose: PaymentPurpose,
    status: PaymentStatus,
    amountCents: number,
    cosignerId: string | null = null,
  ) =>
    h.app.prisma.payment.create({
      data: {
        id: randomUUID(),
        userId,
        purpose,
        status,
        amountCents,
        description: purpose,
        renterId: userId,
        cosignerId,
      },
    })

  it('sums completed payments and step-2 payouts from the database; 401 visitors, 403 members', async () => {
    await row(renter, 'contract_platform_fee', 'completed', 30_000, cosigner)
    await row(renter, 'contract_cosigner_payment', 'completed', 120_000, cosigner)
    await row(renter, 'contract_cosigner_payment', 'refunded', 99_000, cosigner)
    await row(renter, 'unlock_contact', 'failed', 999)
    await row(stranger, 'contract_cosigner_payment', 'completed', 7_000, randomUUID())

    const figures = async (id: string) => {
      const res = await h.app.inject({
        url: `/admin/clients/${id}/figures`,
        headers: { authorization: admin.auth },
      })
      expect(res.statusCode).toBe(200)
      return (res.json() as ClientPaymentFiguresResponse).figures
    }
    expect(await figures(renter)).toEqual({
      totalPaidCents: 150_000,
      completedPayments: 2,
      earningsCents: 0,
      completedPayouts: 0,
      payoutPlatformFeesCents: 0,
    })
    expect(await figures(cosigner)).toEqual({
      totalPaidCents: 0,
      completedPayments: 0,
      earningsCents: 120_000,
      completedPayouts: 1,
      payoutPlatformFeesCents: 0,
    })

    const url = `/admin/clients/${renter}/figures`
    expect((await h.app.inject({ url })).statusCode).toBe(401)
    for (const role of ['RENTER', 'COSIGNER'] as const) {
      const res = await h.app.inject({ url, headers: { authorization: user(h.app, role).auth } })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } })
    }
    const bad = await h.app.inject({
      url: '/admin/clients/nope/figures',
      headers: { authorization: admin.auth },
    })
    expect(bad.statusCode).toBe(400)
  })

  it('filters the transactions list to one client as payer, renter or cosigner', async () => {
    const list = async (userId: string) => {
      const res = await h.app.inject({
        url: `/admin/transactions?userId=${userId}`,
        headers: { authorization: admin.auth },
      })
      expect(res.statusCode).toBe(200)
      return res.json() as TransactionListResponse
    }
    expect((await list(renter)).total).toBe(4)
    expect((await list(cosigner)).total).toBe(3)
    expect((await list(randomUUID())).total).toBe(0)
  })
})
