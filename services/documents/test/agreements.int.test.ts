import { createHash, randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { PDFDocument } from 'pdf-lib'
// The same reading of a PDF as the browser tests' (text shown, images drawn).
import { pageImages, shownText } from '../../../e2e/tests/pdf-inspect.js'
import { cleanupTestRun, testRunNames, type EventBus, signedInClaims } from '@cosign/service-kit'
import {
  DOCUMENT_MESSAGES,
  type AgreementVerificationResponse,
  type SignedAgreementLinkResponse,
  type SignedAgreementResponse,
} from '@cosign/api'
import type { DocumentsConfig } from '../src/config.js'
import { AGREEMENTS_CONSUMER, FINAL_AGREEMENTS_CONSUMER } from '../src/plugins/agreements-consumer.js'
import { sampleAgreement, signaturePng, type SampleAgreement } from '../src/scripts/sample-agreement.js'
import {
  documentsApp,
  envelope,
  multipart,
  storedFiles,
  testBus,
  user,
  waitFor,
  waitForConsumerIdle,
  type TestUser,
} from './helpers.js'

const names = testRunNames('documents_agreements')
const pixel = readFileSync(new URL('./fixtures/pixel.png', import.meta.url))
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

const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex')
/** A token for a given user id and role. */
const as = (id: string, role: 'RENTER' | 'COSIGNER' | 'ADMIN'): TestUser => ({
  id,
  headers: { authorization: `Bearer ${app.jwt.sign(signedInClaims({ sub: id, email: `${id}@example.com`, role }))}` },
})

function fullySigned(s: SampleAgreement) {
  return envelope('contract.fully_signed', {
    contractId: s.contractId,
    renterId: s.renterId,
    cosignerId: s.cosignerId,
    feeCents: s.agreement.terms.feeCents,
    cosignerPaypalEmail: s.agreement.terms.cosignerPaypalEmail,
    totalFeeCents: s.agreement.terms.feeCents,
    feeOption: s.agreement.terms.feeOption,
    agreement: s.agreement,
  })
}

describe('signed agreement PDF (contract.fully_signed)', () => {
  // An address beyond Latin-1 (Polish letters) checks that names and addresses print as written.
  const sample = sampleAgreement({
    cosignerPng: signaturePng(40, 12, 3),
    renterPng: pixel,
    terms: { renterAddress: 'ul. Łukasza Żółć 5, Kraków' },
  })
  const renter = () => as(sample.renterId, 'RENTER')
  const cosigner = () => as(sample.cosignerId, 'COSIGNER')
  let registered: SignedAgreementResponse['agreement']

  it('answers 404 "being prepared" before the event has been handled', async () => {
    const res = await app.inject({ url: `/agreements/${sample.contractId}`, headers: renter().headers })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe(DOCUMENT_MESSAGES.agreementPreparing)
  })

  it('renders, stores and registers the PDF once, however often the event arrives', async () => {
    const event = fullySigned(sample)
    await bus.publish(event)
    bus.nc.publish(bus.subject(event.type), JSON.stringify(event)) // a redelivery JetStream will not de-duplicate
    // The same contract announced again under a new event id registers nothing new either.
    await bus.publish({ ...fullySigned(sample) })
    await waitForConsumerIdle(bus, AGREEMENTS_CONSUMER)
    const rows = await app.prisma.signedAgreement.findMany({ where: { contractId: sample.contractId } })
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      renterId: sample.renterId,
      cosignerId: sample.cosignerId,
      termsHash: sample.agreement.termsHash,
    })
    expect((await storedFiles(config)).filter((f) => f.startsWith('agreements/'))).toEqual([
      rows[0]!.storageKey,
    ])

    const res = await app.inject({ url: `/agreements/${sample.contractId}`, headers: renter().headers })
    expect(res.statusCode).toBe(200)
    registered = (res.json() as SignedAgreementResponse).agreement
    expect(registered).toEqual({
      contractId: sample.contractId,
      sha256: rows[0]!.sha256,
      sizeBytes: rows[0]!.sizeBytes,
      createdAt: rows[0]!.createdAt.toISOString(),
      downloadUrl: `${config.publicPath}/agreements/${sample.contractId}/file`,
    })
  })

  it('is a real PDF: several pages, both signature images, the terms hash and contract id in text and metadata', async () => {
    const res = await app.inject({
      url: `/agreements/${sample.contractId}/file`,
      headers: cosigner().headers,
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain(
      `attachment; filename="cosigning-agreement-${sample.contractId}.pdf"`,
    )
    expect(res.headers['cache-control']).toBe('no-store')
    const bytes = res.rawPayload
    expect(bytes.length).toBe(registered.sizeBytes)
    expect(sha256(bytes)).toBe(registered.sha256)

    const doc = await PDFDocument.load(bytes)
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2)
    expect(pageImages(doc)).toBe(2)
    expect(doc.getTitle()).toBe('Cosigning Agreement')
    expect(doc.getKeywords()).toContain(`terms-sha256:${sample.agreement.termsHash}`)
    expect(doc.getKeywords()).toContain(`contract:${sample.contractId}`)

    const text = shownText(doc)
    expect(text).toContain('Cosigning Agreement')
    expect(text).toContain('Audit Certificate')
    expect(text).toContain(sample.agreement.termsHash)
    expect(text).toContain(sample.contractId)
    expect(text).toContain('Ana López')
    expect(text).toContain('ul. Łukasza Żółć 5, Kraków') // beyond WinAnsi: the embedded fonts print it as written
    expect(text).toContain('signed by the renter')
    expect(text).toContain('198.51.100.7')
    expect(text).toContain('ana.payout@example.test')
    expect(text).toContain(`${config.publicOrigin}${config.publicPath}/agreements/verify/<sha256>`)
  })

  it('is for the two parties and admins only; a stranger gets 404 "not found", not "being prepared"', async () => {
    expect(
      (await app.inject({ url: `/agreements/${sample.contractId}`, headers: cosigner().headers })).statusCode,
    ).toBe(200)
    const admin = user(app, 'ADMIN')
    expect(
      (await app.inject({ url: `/agreements/${sample.contractId}/file`, headers: admin.headers })).statusCode,
    ).toBe(200)
    // Ids are compared case-insensitively.
    expect(
      (await app.inject({ url: `/agreements/${sample.contractId.toUpperCase()}`, headers: renter().headers }))
        .statusCode,
    ).toBe(200)

    const stranger = user(app, 'RENTER')
    for (const url of [`/agreements/${sample.contractId}`, `/agreements/${sample.contractId}/file`]) {
      const res = await app.inject({ url, headers: stranger.headers })
      expect(res.statusCode).toBe(404)
      expect(res.json().error).toEqual({ code: 'NOT_FOUND', message: DOCUMENT_MESSAGES.agreementNotFound })
    }
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/agreements/${sample.contractId}/link`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404)
    expect((await app.inject({ url: `/agreements/${sample.contractId}` })).statusCode).toBe(401)
    expect((await app.inject({ url: '/agreements/not-a-uuid', headers: renter().headers })).statusCode).toBe(
      400,
    )
  })

  it('a signed link downloads it without the token, until it expires; forged links are refused', async () => {
    const res = await app.inject({
      method: 'POST',
      url: `/agreements/${sample.contractId}/link`,
      headers: renter().headers,
    })
    expect(res.statusCode).toBe(200)
    const { url } = res.json() as SignedAgreementLinkResponse
    expect(url.startsWith(`${config.publicPath}/agreements/files/`)).toBe(true)
    const opened = await app.inject({ url: url.replace(config.publicPath, '') })
    expect(opened.statusCode).toBe(200)
    expect(opened.headers['content-type']).toBe('application/pdf')
    expect(sha256(opened.rawPayload)).toBe(registered.sha256)

    const token = url.split('/').at(-1)!
    const forged = token.slice(0, -2) + (token.endsWith('AA') ? 'BB' : 'AA')
    expect((await app.inject({ url: `/agreements/files/${forged}` })).statusCode).toBe(403)
    // A credit report link (another kind) for the same id does not open the agreement.
    const { signLink } = await import('../src/model/file-links.js')
    const exp = Math.floor(Date.now() / 1000) + 60
    const creditLink = signLink({ kind: 'credit_report', id: sample.contractId, exp }, config.linkSecret)
    expect((await app.inject({ url: `/agreements/files/${creditLink}` })).statusCode).toBe(403)
    const expired = signLink(
      { kind: 'agreement', id: sample.contractId, exp: Math.floor(Date.now() / 1000) - 1 },
      config.linkSecret,
    )
    expect((await app.inject({ url: `/agreements/files/${expired}` })).statusCode).toBe(410)
  })

  it('verification is public: issued for the registered fingerprint or file, not for others', async () => {
    const byHash = await app.inject({ url: `/agreements/verify/${registered.sha256.toUpperCase()}` })
    expect(byHash.statusCode).toBe(200)
    // Issued at the time of contract.fully_signed (the PDF's own date).
    const issuedAt = (await app.prisma.signedAgreement.findUniqueOrThrow({ where: { contractId: sample.contractId } })).issuedAt.toISOString()
    expect(byHash.json()).toEqual<AgreementVerificationResponse>({ issued: true, contractId: sample.contractId, issuedAt })
    const random = await app.inject({ url: `/agreements/verify/${randomBytes(32).toString('hex')}` })
    expect(random.json()).toEqual({ issued: false })
    const bad = await app.inject({ url: '/agreements/verify/1234' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error.message).toBe(DOCUMENT_MESSAGES.invalidSha256)

    const file = (
      await app.inject({ url: `/agreements/${sample.contractId}/file`, headers: renter().headers })
    ).rawPayload
    const upload = async (data: Buffer) => {
      const body = await multipart({ file: { fileName: 'agreement.pdf', data, type: 'application/pdf' } })
      return app.inject({ method: 'POST', url: '/agreements/verify', ...body })
    }
    expect((await upload(file)).json()).toEqual({ issued: true, contractId: sample.contractId, issuedAt })
    const altered = Buffer.from(file)
    altered[altered.length - 10] ^= 1
    expect((await upload(altered)).json()).toEqual({ issued: false })
    const empty = await app.inject({ method: 'POST', url: '/agreements/verify', ...(await multipart({})) })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().error.message).toBe(DOCUMENT_MESSAGES.agreementFileRequired)
    // Nothing uploaded for verification is kept.
    expect((await storedFiles(config)).filter((f) => !f.startsWith('agreements/'))).toEqual([])
  })

  it('an event without a renderable agreement is acknowledged and skipped', async () => {
    const other = sampleAgreement()
    const event = fullySigned(other)
    delete (event.data as { agreement?: unknown }).agreement
    await bus.publish(event)
    await waitForConsumerIdle(bus, AGREEMENTS_CONSUMER)
    await waitFor(
      'processed',
      async () => (await app.prisma.processedEvent.count({ where: { eventId: event.id } })) === 1,
    )
    expect(await app.prisma.signedAgreement.count({ where: { contractId: other.contractId } })).toBe(0)
  })

  it('the final issue (contract.finalized) replaces the PDF with payments on its certificate; the first stays verifiable', async () => {
    const first = (await app.inject({ url: `/agreements/${sample.contractId}`, headers: renter().headers })).json()
      .agreement as SignedAgreementResponse['agreement']
    const finalizedAt = '2026-11-22T10:00:00.000Z'
    const agreement = {
      ...sample.agreement,
      stage: 'finalized' as const,
      audit: [
        ...sample.agreement.audit,
        { at: '2026-11-22T09:55:00.000Z', action: 'Payment step 1 completed: $230.00 to the platform via PayPal', actorId: sample.renterId, actorName: 'Ben Cole', ip: null, userAgent: null },
        { at: '2026-11-22T09:59:00.000Z', action: 'Payment step 2 completed: $1,020.00 to the cosigner via PayPal', actorId: sample.renterId, actorName: 'Ben Cole', ip: null, userAgent: null },
        { at: finalizedAt, action: 'Finalized: both payment steps completed', actorId: null, actorName: 'Cosign', ip: null, userAgent: null },
      ],
    }
    const event = envelope('contract.finalized', {
      contractId: sample.contractId,
      renterId: sample.renterId,
      cosignerId: sample.cosignerId,
      agreement,
    })
    event.occurredAt = finalizedAt
    await bus.publish(event)
    await bus.publish({ ...event, id: crypto.randomUUID() }) // announced again: nothing new
    await waitForConsumerIdle(bus, FINAL_AGREEMENTS_CONSUMER)
    await waitFor('final issue', async () => (await app.prisma.signedAgreement.findUnique({ where: { contractId: sample.contractId } }))?.stage === 'finalized')

    const now = (await app.inject({ url: `/agreements/${sample.contractId}`, headers: renter().headers })).json()
      .agreement as SignedAgreementResponse['agreement']
    expect(now.sha256).not.toBe(first.sha256)
    const bytes = (await app.inject({ url: `/agreements/${sample.contractId}/file`, headers: renter().headers })).rawPayload
    expect(sha256(bytes)).toBe(now.sha256)
    const doc = await PDFDocument.load(bytes)
    expect(pageImages(doc)).toBe(2)
    const text = shownText(doc).replace(/\s+/g, ' ') // table cells wrap
    expect(text).toContain('Payment step 2 completed')
    expect(text).toContain('Finalized (both payment steps paid)')
    expect(text).not.toContain('unavailable')

    expect((await app.inject({ url: `/agreements/verify/${now.sha256}` })).json()).toEqual({
      issued: true,
      contractId: sample.contractId,
      issuedAt: finalizedAt,
    })
    const earlier = (await app.inject({ url: `/agreements/verify/${first.sha256}` })).json()
    expect(earlier).toMatchObject({ issued: true, contractId: sample.contractId, supersededAt: expect.any(String) })
    expect(await app.prisma.supersededAgreement.count({ where: { contractId: sample.contractId } })).toBe(1)
  })

  it('a final issue arriving before the first registers the agreement with what a landlord sees', async () => {
    const other = sampleAgreement()
    await bus.publish(
      envelope('contract.finalized', {
        contractId: other.contractId,
        renterId: other.renterId,
        cosignerId: other.cosignerId,
        agreement: { ...other.agreement, stage: 'finalized' as const },
      }),
    )
    await waitForConsumerIdle(bus, FINAL_AGREEMENTS_CONSUMER)
    const row = await waitFor('final issue', () => app.prisma.signedAgreement.findUnique({ where: { contractId: other.contractId } }))
    expect(row.stage).toBe('finalized')
    expect(row).toMatchObject({
      renterName: other.agreement.terms.renterName,
      cosignerName: other.agreement.terms.cosignerName,
      leaseStartDate: other.agreement.terms.leaseStartDate,
      leaseEndDate: other.agreement.terms.leaseEndDate,
    })
  })

  it('a signature image outside the bounds is never embedded (the renderer reads its header first)', async () => {
    // 1 KB that declares 16000 x 16000 pixels: refused from the header, so the PDF renders at once, without it.
    const liar = signaturePng(40, 12, 5)
    liar.writeUInt32BE(16000, 16)
    liar.writeUInt32BE(16000, 20)
    const other = sampleAgreement({ renterPng: liar })
    const started = Date.now()
    await bus.publish(fullySigned(other))
    await waitForConsumerIdle(bus, AGREEMENTS_CONSUMER)
    await waitFor('stored', async () => (await app.prisma.signedAgreement.count({ where: { contractId: other.contractId } })) === 1)
    expect(Date.now() - started).toBeLessThan(10_000)
    const bytes = (
      await app.inject({ url: `/agreements/${other.contractId}/file`, headers: as(other.renterId, 'RENTER').headers })
    ).rawPayload
    const doc = await PDFDocument.load(bytes)
    expect(pageImages(doc)).toBe(1)
    expect(shownText(doc)).toContain('(signature image unavailable)')
  })
})
