import type { ClientContractFiguresResponse } from '@cosign/api'
import { startHarness, type Harness } from './helpers.js'

let h: Harness
beforeAll(async () => {
  h = await startHarness()
})
afterAll(() => h.close())

describe('GET /contracts/admin/clients/:userId/figures', () => {
  it('counts a client’s contracts by side and status and lists them; admins only', async () => {
    const setup = await h.acceptedRequest({})
    const admin = h.user('ADMIN')
    const created = await h.app.inject({
      method: 'POST',
      url: '/contracts/admin',
      headers: admin.auth,
      payload: { renterId: setup.renter.id, cosignerId: setup.cosigner.id, terms: h.termsFor() },
    })
    expect(created.statusCode).toBe(201)
    const contractId = (created.json() as { contract: { id: string } }).contract.id

    const figures = async (userId: string) => {
      const res = await h.app.inject({
        url: `/contracts/admin/clients/${userId}/figures`,
        headers: admin.auth,
      })
      expect(res.statusCode).toBe(200)
      return res.json() as ClientContractFiguresResponse
    }
    const zero = { active: 0, inProgress: 0, completed: 0, cancelled: 0 }
    const renter = await figures(setup.renter.id)
    expect(renter.asRenter).toEqual({ ...zero, inProgress: 1 })
    expect(renter.asCosigner).toEqual(zero)
    expect(renter.contracts.map((c) => c.id)).toEqual([contractId])

    await h.app.prisma.contract.update({ where: { id: contractId }, data: { status: 'finalized' } })
    expect((await figures(setup.cosigner.id)).asCosigner).toEqual({ ...zero, active: 1 })
    await h.app.prisma.contract.update({ where: { id: contractId }, data: { status: 'completed' } })
    expect((await figures(setup.cosigner.id)).asCosigner).toEqual({ ...zero, completed: 1 })

    const url = `/contracts/admin/clients/${setup.renter.id}/figures`
    expect((await h.app.inject({ url })).statusCode).toBe(401)
    for (const as of [setup.renter, setup.cosigner]) {
      const res = await h.app.inject({ url, headers: as.auth })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ error: { message: expect.any(String) } })
    }
    expect(
      (await h.app.inject({ url: '/contracts/admin/clients/x/figures', headers: admin.auth })).statusCode,
    ).toBe(400)
  })
})
