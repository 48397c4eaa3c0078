// Share links for the landlord: created, listed and revoked by either party of a finalized contract, refused
// to anyone else; the public view shows only what a landlord needs; a PDF is checked against it.
import { createHash, randomBytes, randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { cleanupTestRun, testRunNames, type EventBus, signedInClaims } from '@cosign/service-kit'
import {
  AGREEMENT_SHARE_MAX_ACTIVE,
  AGREEMENT_SHARE_MESSAGES,
  agreementVerificationUrl,
  type AgreementShareListResponse,
  type CreateAgreementShareResponse,
  type SharedAgreementResponse,
  DOCUMENT_MESSAGES,
} from '@cosign/api'
import type { DocumentsConfig } from '../src/config.js'
import { AGREEMENTS_CONSUMER } from '../src/plugins/agreements-consumer.js'
import { CONTRACT_STATUS_CONSUMER } from '../src/plugins/contract-status-consumer.js'
import { sampleAgreement, type SampleAgreement } from '../src/scripts/sample-agreement.js'
import {
  documentsApp,
  envelope,
  multipart,
  storedFiles,
  testBus,
  waitForConsumerIdle,
  type TestUser,
} from './helpers.js'

const names = testRunNames('documents_agreement_shares')
let app: FastifyInstance
let config: DocumentsConfig
let cleanup: () => Promise<void>
let bus: EventBus

beforeAll(async () => {
  ;({ app, config, cleanup } = await documentsApp(names))
  bus = await testBus(names)
}, 30_000)

afterAll(async () => {
  await app?.close()
  await bus?.close()
  await cleanup?.()
  await cleanupTestRun(names)
}, 30_000)

const as = (id: string, role: 'RENTER' | 'COSIGNER' | 'ADMIN'): TestUser => ({
  id,
  headers: { authorization: `Bearer ${app.jwt.sign(signedInClaims({ sub: id, email: `${id}@example.com`, role }))}` },
})
const parties = (s: SampleAgreement) => s.agreement.terms

/** Publishes contract.fully_signed for the sample (and the contract's later events) and waits for both consumers. */
async function contractEvents(
  s: SampleAgreement,
  ...later: ('contract.finalized' | 'contract.cancelled' | 'contract.completed')[]
) {
  const ids = { contractId: s.contractId, renterId: s.renterId, cosignerId: s.cosignerId }
  await bus.publish(
    envelope('contract.fully_signed', {
      ...ids,
      feeCents: s.agreement.terms.feeCents,
      cosignerPaypalEmail: s.agreement.terms.cosignerPaypalEmail,
      agreement: s.agreement,
    }),
  )
  for (const type of later) {
    if (type === 'contract.cancelled')
      await bus.publish(
        envelope(type, { ...ids, cancelledBy: 'renter', cancelledByUserId: s.renterId, reason: 'test' }),
      )
    else await bus.publish(envelope(type, ids))
  }
  await waitForConsumerIdle(bus, AGREEMENTS_CONSUMER)
  await waitForConsumerIdle(bus, CONTRACT_STATUS_CONSUMER)
}

const createShare = (s: SampleAgreement, who: TestUser) =>
  app.inject({ method: 'POST', url: `/agreements/${s.contractId}/shares`, headers: who.headers })
const tokenOf = (url: string) => url.split('/').at(-1)!

describe('share links for the landlord', () => {
  // A version-2 agreement: the lease fields travel in the signed terms.
  const sample = sampleAgreement()
  Object.assign(sample.agreement.terms, {
    propertyAddress: '55 Rainey St, Unit 9, Austin, TX 78701',
    maxLiabilityCents: 2_400_000,
  })
  const renter = () => as(sample.renterId, 'RENTER')
  const cosigner = () => as(sample.cosignerId, 'COSIGNER')
  let pdf: Buffer

  beforeAll(async () => {
    await contractEvents(sample)
    pdf = (await app.inject({ url: `/agreements/${sample.contractId}/file`, headers: renter().headers }))
      .rawPayload
  }, 30_000)

  it('is refused before the contract is finalized, then created by either party', async () => {
    const early = await createShare(sample, renter())
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toEqual({
      code: 'CONTRACT_NOT_FINALIZED',
      message: AGREEMENT_SHARE_MESSAGES.notFinalized,
    })

    await bus.publish(
      envelope('contract.finalized', {
        contractId: sample.contractId,
        renterId: sample.renterId,
        cosignerId: sample.cosignerId,
      }),
    )
    await waitForConsumerIdle(bus, CONTRACT_STATUS_CONSUMER)

    const byRenter = await createShare(sample, renter())
    expect(byRenter.statusCode).toBe(201)
    const created = byRenter.json() as CreateAgreementShareResponse
    expect(created.url.startsWith(agreementVerificationUrl(config.publicOrigin) + '/')).toBe(true)
    expect(tokenOf(created.url)).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(created.share).toMatchObject({ createdByRole: 'renter', revokedAt: null, revokedByRole: null })
    // Only the token's hash is stored.
    const row = await app.prisma.agreementShare.findUniqueOrThrow({ where: { id: created.share.id } })
    expect(row.tokenHash).toBe(createHash('sha256').update(tokenOf(created.url)).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(tokenOf(created.url))

    const byCosigner = await createShare(sample, cosigner())
    expect(byCosigner.statusCode).toBe(201)
    expect((byCosigner.json() as CreateAgreementShareResponse).share.createdByRole).toBe('cosigner')

    for (const who of [renter(), cosigner()]) {
      const list = await app.inject({ url: `/agreements/${sample.contractId}/shares`, headers: who.headers })
      expect(list.statusCode).toBe(200)
      const { items } = list.json() as AgreementShareListResponse
      expect(items.map((i) => i.createdByRole)).toEqual(['cosigner', 'renter'])
      expect(JSON.stringify(items)).not.toContain(tokenOf(created.url))
    }
  })

  it('strangers and admins can neither create, list nor revoke', async () => {
    const { items } = (
      await app.inject({ url: `/agreements/${sample.contractId}/shares`, headers: renter().headers })
    ).json() as AgreementShareListResponse
    for (const who of [as(randomUUID(), 'RENTER'), as(randomUUID(), 'COSIGNER'), as(randomUUID(), 'ADMIN')]) {
      const refused = await createShare(sample, who)
      expect(refused.statusCode).toBe(404)
      expect(refused.json().error.message).toBe(DOCUMENT_MESSAGES.agreementNotFound)
      expect(
        (await app.inject({ url: `/agreements/${sample.contractId}/shares`, headers: who.headers }))
          .statusCode,
      ).toBe(404)
      const revoke = await app.inject({
        method: 'DELETE',
        url: `/agreements/${sample.contractId}/shares/${items[0]!.id}`,
        headers: who.headers,
      })
      expect(revoke.statusCode).toBe(404)
    }
    expect((await createShare(sample, { id: '', headers: {} })).statusCode).toBe(401)
    expect(
      await app.prisma.agreementShare.count({
        where: { contractId: sample.contractId, revokedAt: { not: null } },
      }),
    ).toBe(0)
  })

  it('the public view shows only what a landlord needs', async () => {
    const { url } = (await createShare(sample, renter())).json() as CreateAgreementShareResponse
    const res = await app.inject({ url: `/agreements/shared/${tokenOf(url)}` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    const registered = await app.prisma.signedAgreement.findUniqueOrThrow({
      where: { contractId: sample.contractId },
    })
    expect(res.json()).toEqual<SharedAgreementResponse>({
      agreement: {
        renterName: parties(sample).renterName,
        cosignerName: parties(sample).cosignerName,
        propertyAddress: '55 Rainey St, Unit 9, Austin, TX 78701',
        leaseStartDate: parties(sample).leaseStartDate,
        leaseEndDate: parties(sample).leaseEndDate,
        maxLiabilityCents: 2_400_000,
        status: 'finalized',
        issuedAt: registered.createdAt.toISOString(),
        sha256: registered.sha256,
      },
    })
    // The digest is random hex and the date digits, both pinned above: either can hold "fee" or the fee's digits.
    const body = res.payload.replace(registered.sha256, '').replace(registered.createdAt.toISOString(), '')
    for (const secret of [
      sample.contractId,
      sample.renterId,
      sample.cosignerId,
      parties(sample).cosignerEmail,
      parties(sample).cosignerPaypalEmail,
      parties(sample).renterAddress,
      parties(sample).cosignerAddress,
      String(parties(sample).feeCents),
      'fee',
      'income',
      'credit',
      'score',
    ])
      expect(body.toLowerCase()).not.toContain(secret.toLowerCase())

    expect(
      (await app.inject({ url: `/agreements/shared/${randomBytes(32).toString('base64url')}` })).json().error,
    ).toEqual({
      code: 'SHARE_LINK_NOT_FOUND',
      message: AGREEMENT_SHARE_MESSAGES.notFound,
    })
  })

  it('checks an uploaded PDF: the real one matches, a modified copy does not', async () => {
    const { url } = (await createShare(sample, cosigner())).json() as CreateAgreementShareResponse
    const check = async (data: Buffer) =>
      app.inject({
        method: 'POST',
        url: `/agreements/shared/${tokenOf(url)}/check`,
        ...(await multipart({ file: { fileName: 'agreement.pdf', data, type: 'application/pdf' } })),
      })
    const real = await check(pdf)
    expect(real.statusCode).toBe(200)
    expect(real.json()).toEqual({ matches: true, sha256: createHash('sha256').update(pdf).digest('hex') })
    const modified = Buffer.from(pdf)
    modified[Math.floor(modified.length / 2)] ^= 1
    expect((await check(modified)).json()).toMatchObject({ matches: false })
    // Another contract's genuine agreement is not this one.
    const other = sampleAgreement()
    await contractEvents(other, 'contract.finalized')
    const otherPdf = (
      await app.inject({
        url: `/agreements/${other.contractId}/file`,
        headers: as(other.renterId, 'RENTER').headers,
      })
    ).rawPayload
    expect((await check(otherPdf)).json()).toMatchObject({ matches: false })
    const empty = await app.inject({
      method: 'POST',
      url: `/agreements/shared/${tokenOf(url)}/check`,
      ...(await multipart({})),
    })
    expect(empty.statusCode).toBe(400)
    // Nothing uploaded for checking is kept.
    expect((await storedFiles(config)).filter((f) => !f.startsWith('agreements/'))).toEqual([])
  })

  it('either party revokes any link; a revoked link answers 410 and checks nothing', async () => {
    const { url, share } = (await createShare(sample, renter())).json() as CreateAgreementShareResponse
    const revoke = await app.inject({
      method: 'DELETE',
      url: `/agreements/${sample.contractId}/shares/${share.id}`,
      headers: cosigner().headers,
    })
    expect(revoke.statusCode).toBe(204)
    // Again: still revoked, the first revocation kept.
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/agreements/${sample.contractId}/shares/${share.id}`,
          headers: renter().headers,
        })
      ).statusCode,
    ).toBe(204)
    const { items } = (
      await app.inject({ url: `/agreements/${sample.contractId}/shares`, headers: renter().headers })
    ).json() as AgreementShareListResponse
    expect(items.find((i) => i.id === share.id)).toMatchObject({
      revokedByRole: 'cosigner',
      revokedAt: expect.any(String),
    })

    const view = await app.inject({ url: `/agreements/shared/${tokenOf(url)}` })
    expect(view.statusCode).toBe(410)
    expect(view.json().error).toEqual({
      code: 'SHARE_LINK_REVOKED',
      message: AGREEMENT_SHARE_MESSAGES.revoked,
    })
    const check = await app.inject({
      method: 'POST',
      url: `/agreements/shared/${tokenOf(url)}/check`,
      ...(await multipart({ file: { fileName: 'agreement.pdf', data: pdf, type: 'application/pdf' } })),
    })
    expect(check.statusCode).toBe(410)
    // Another contract's share id is not found through this contract.
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/agreements/${sample.contractId}/shares/${randomUUID()}`,
          headers: renter().headers,
        })
      ).statusCode,
    ).toBe(404)
  })

  it('the status follows the contract forward only; a cancelled contract shares no more', async () => {
    const { url } = (await createShare(sample, renter())).json() as CreateAgreementShareResponse
    const ids = { contractId: sample.contractId, renterId: sample.renterId, cosignerId: sample.cosignerId }
    await bus.publish(
      envelope('contract.cancelled', {
        ...ids,
        cancelledBy: 'admin',
        cancelledByUserId: randomUUID(),
        reason: 'x',
      }),
    )
    await bus.publish(envelope('contract.finalized', ids)) // late or repeated: changes nothing
    await waitForConsumerIdle(bus, CONTRACT_STATUS_CONSUMER)
    expect((await app.inject({ url: `/agreements/shared/${tokenOf(url)}` })).json().agreement.status).toBe(
      'cancelled',
    )
    expect((await createShare(sample, renter())).statusCode).toBe(409)
  })

  it('a version-1 agreement (no lease fields) shows them as absent; the active links are bounded', async () => {
    const v1 = sampleAgreement()
    // Version 1 terms carry no lease fields (whatever the sample's defaults become).
    for (const field of [
      'propertyAddress',
      'monthlyRentCents',
      'leaseTermMonths',
      'landlordName',
      'landlordEmail',
      'maxLiabilityCents',
    ])
      delete (v1.agreement.terms as unknown as Record<string, unknown>)[field]
    Object.assign(v1.agreement.terms, { agreementVersion: 1 })
    await contractEvents(v1, 'contract.finalized')
    const who = as(v1.renterId, 'RENTER')
    const urls: string[] = []
    for (let i = 0; i < AGREEMENT_SHARE_MAX_ACTIVE; i++) {
      const res = await createShare(v1, who)
      expect(res.statusCode).toBe(201)
      urls.push((res.json() as CreateAgreementShareResponse).url)
    }
    const over = await createShare(v1, who)
    expect(over.statusCode).toBe(409)
    expect(over.json().error.message).toBe(AGREEMENT_SHARE_MESSAGES.tooMany)
    const { agreement } = (
      await app.inject({ url: `/agreements/shared/${tokenOf(urls[0]!)}` })
    ).json() as SharedAgreementResponse
    expect(agreement).toMatchObject({
      renterName: 'Ben Cole',
      propertyAddress: null,
      maxLiabilityCents: null,
      status: 'finalized',
    })
  })
})
