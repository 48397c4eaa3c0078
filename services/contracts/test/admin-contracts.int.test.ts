import { randomUUID } from 'node:crypto'
import { CONTRACT_MESSAGES, type ContractDto, type EventEnvelope } from '@cosign/api'
import { PNG, startHarness, type Harness } from './helpers.js'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

const forContract = (id: string) => (row: { payload: unknown }) =>
  ((row.payload as EventEnvelope).data as { contractId?: string }).contractId === id

/** A renter and an approved cosigner without a match request between them, and an admin. */
async function parties(opts: { approved?: boolean; paypalEmail?: string | null } = {}) {
  const setup = await h.acceptedRequest({ paypalEmail: opts.paypalEmail })
  if (opts.approved === false)
    await h.feed('cosigner_profile.rejected', { profileId: randomUUID(), userId: setup.cosigner.id, reason: 'incomplete' })
  return { ...setup, admin: h.user('ADMIN') }
}

const createAsAdmin = (
  p: Awaited<ReturnType<typeof parties>>,
  overrides: Record<string, unknown> = {},
  as = p.admin,
) =>
  h.app.inject({
    method: 'POST',
    url: '/contracts/admin',
    headers: { ...as.auth, 'user-agent': 'jest-admin', 'x-forwarded-for': '192.0.2.1' },
    payload: { renterId: p.renter.id, cosignerId: p.cosigner.id, terms: h.termsFor(), ...overrides },
  })

describe('an admin creates a contract for a cosigner', () => {
  it('lists renters and approved cosigners, prefills a draft, creates awaiting_cosigner; the cosigner then the renter sign', async () => {
    const p = await parties()

    const listed = await h.app.inject({ method: 'GET', url: '/contracts/admin/parties?q=Tenant', headers: p.admin.auth })
    expect(listed.statusCode).toBe(200)
    expect(listed.json().renters).toContainEqual({ userId: p.renter.id, name: 'Rena Tenant', email: p.renter.email })
    const cosigners = await h.app.inject({ method: 'GET', url: '/contracts/admin/parties?q=Cora', headers: p.admin.auth })
    expect(cosigners.json().cosigners).toContainEqual(
      expect.objectContaining({ userId: p.cosigner.id, name: 'Cora Signer', paypalEmail: 'cora@paypal.test', location: 'Austin, TX' }),
    )

    const draft = await h.app.inject({
      method: 'GET',
      url: `/contracts/admin/draft?renterId=${p.renter.id}&cosignerId=${p.cosigner.id}`,
      headers: p.admin.auth,
    })
    expect(draft.statusCode).toBe(200)
    expect(draft.json()).toMatchObject({
      renterId: p.renter.id,
      cosignerId: p.cosigner.id,
      cosignerPaypalEmail: 'cora@paypal.test',
      terms: { renterName: 'Rena Tenant', cosignerName: 'Cora Signer', cosignerAddress: 'Austin, TX', renterAddress: '' },
    })

    const created = await createAsAdmin(p)
    expect(created.statusCode).toBe(201)
    const contract = created.json().contract as ContractDto
    expect(contract).toMatchObject({ status: 'awaiting_cosigner', matchRequestId: null, signatures: [] })
    expect(contract.history).toEqual([expect.objectContaining({ status: 'awaiting_cosigner', actorRole: 'admin', actorId: p.admin.id })])
    const [event] = (await h.outbox('contract.created')).filter(forContract(contract.id))
    expect((event.payload as EventEnvelope<'contract.created'>).data).toMatchObject({ status: 'awaiting_cosigner', createdBy: p.admin.id })
    // The audit log of admin actions (issue 30): one row, committed with the contract.
    const audit = (await h.outbox('admin_action.recorded'))
      .map((row) => (row.payload as unknown as EventEnvelope<'admin_action.recorded'>).data)
      .filter((data) => data.targetId === contract.id)
    expect(audit).toEqual([
      expect.objectContaining({ actorId: p.admin.id, actorEmail: p.admin.email, action: 'contract.created_for_cosigner', targetType: 'contract', before: null }),
    ])

    // The renter waits for the cosigner; the admin cannot sign for anyone.
    expect((await h.sign(p.renter, contract.id, contract.termsHash)).json().error.message).toBe(CONTRACT_MESSAGES.awaitingCosigner)
    const asAdmin = await h.sign(p.admin, contract.id, contract.termsHash)
    expect(asAdmin.statusCode).toBe(403)
    expect(asAdmin.json().error.message).toBe(CONTRACT_MESSAGES.adminCannotSign)
    // Another cosigner does not see it.
    expect((await h.sign(h.user('COSIGNER'), contract.id, contract.termsHash)).statusCode).toBe(404)
    // A changed hash is refused.
    expect((await h.sign(p.cosigner, contract.id, 'a'.repeat(64))).json().error.message).toBe(CONTRACT_MESSAGES.termsChanged)

    const [bySigner, again] = await Promise.all([
      h.sign(p.cosigner, contract.id, contract.termsHash),
      h.sign(p.cosigner, contract.id, contract.termsHash),
    ])
    expect([bySigner.statusCode, again.statusCode].sort()).toEqual([200, 409])
    const signedByCosigner = (bySigner.statusCode === 200 ? bySigner : again).json().contract as ContractDto
    expect(signedByCosigner.status).toBe('cosigner_signed')
    expect(signedByCosigner.signatures).toEqual([expect.objectContaining({ role: 'cosigner', signerId: p.cosigner.id, imagePng: PNG })])
    expect(await h.app.prisma.contractSignature.count({ where: { contractId: contract.id } })).toBe(1)
    expect((await h.outbox('contract.cosigner_signed')).filter(forContract(contract.id))).toHaveLength(1)

    const byRenter = await h.sign(p.renter, contract.id, contract.termsHash)
    expect(byRenter.statusCode).toBe(200)
    expect(byRenter.json().contract.status).toBe('fully_signed')
    const [fullySigned] = (await h.outbox('contract.fully_signed')).filter(forContract(contract.id))
    const agreement = (fullySigned.payload as EventEnvelope<'contract.fully_signed'>).data.agreement!
    expect(agreement.signatures.map((s) => s.role)).toEqual(['cosigner', 'renter'])
    expect(agreement.audit.map((a) => a.actorName)).toEqual(['Administrator', 'Cora Signer', 'Rena Tenant'])
  })

  it('refuses non-admins, unknown renters, unapproved cosigners, missing payout emails, bad terms and a second pending contract', async () => {
    const p = await parties()
    for (const as of [p.cosigner, p.renter]) {
      const res = await createAsAdmin(p, {}, as)
      expect(res.statusCode).toBe(403)
      expect(res.json().error.message).toBe(CONTRACT_MESSAGES.adminsOnly)
    }
    expect((await h.app.inject({ method: 'GET', url: '/contracts/admin/parties', headers: p.cosigner.auth })).statusCode).toBe(403)

    const unknownRenter = await createAsAdmin(p, { renterId: randomUUID() })
    expect(unknownRenter.statusCode).toBe(404)
    expect(unknownRenter.json().error.message).toBe(CONTRACT_MESSAGES.renterUnknown)
    // A cosigner given as the renter is not a renter.
    expect((await createAsAdmin(p, { renterId: p.cosigner.id })).statusCode).toBe(404)

    const rejected = await parties({ approved: false })
    const notApproved = await createAsAdmin(rejected)
    expect(notApproved.statusCode).toBe(409)
    expect(notApproved.json().error.message).toBe(CONTRACT_MESSAGES.cosignerNotApproved)

    const noPayout = await createAsAdmin(await parties({ paypalEmail: null }))
    expect(noPayout.statusCode).toBe(409)
    expect(noPayout.json().error.message).toBe(CONTRACT_MESSAGES.noPayoutEmailForAdmin)

    const badTerms = await createAsAdmin(p, { terms: h.termsFor({ leaseEndDate: '2029-01-01' }) })
    expect(badTerms.statusCode).toBe(400)
    expect(badTerms.json().error.message).toBe(CONTRACT_MESSAGES.endBeforeStart)
    expect((await createAsAdmin(p, { renterId: 'nope' })).statusCode).toBe(400)

    const [first, second] = await Promise.all([createAsAdmin(p), createAsAdmin(p)])
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409])
    expect(await h.app.prisma.contract.count({ where: { renterId: p.renter.id, cosignerId: p.cosigner.id } })).toBe(1)

    // Once cancelled, the pair can have a new one.
    const id = (first.statusCode === 201 ? first : second).json().contract.id
    const cancelled = await h.app.inject({
      method: 'POST',
      url: `/contracts/${id}/cancel`,
      headers: p.cosigner.auth,
      payload: { reason: 'Not the right lease' },
    })
    expect(cancelled.json().contract.status).toBe('cancelled')
    expect((await createAsAdmin(p)).statusCode).toBe(201)
  })
})
