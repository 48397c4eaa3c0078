import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { cleanupTestRun, testRunNames, type EventBus } from '@cosign/service-kit'
import {
  DOCUMENT_MESSAGES,
  type CreditReportLinkResponse,
  type CreditReportResponse,
  type EventEnvelope,
} from '@cosign/api'
import type { DocumentsConfig } from '../src/config.js'
import { signLink } from '../src/model/file-links.js'
import { GRANTS_CONSUMER } from '../src/plugins/grants-consumer.js'
import {
  documentsApp,
  envelope,
  multipart,
  storedFiles,
  testBus,
  user,
  waitFor,
  waitForConsumerIdle,
  type FormValue,
  type TestUser,
} from './helpers.js'

const names = testRunNames('documents')
const png = readFileSync(new URL('./fixtures/pixel.png', import.meta.url))
const pdf = readFileSync(new URL('./fixtures/report.pdf', import.meta.url))
let app: FastifyInstance
let config: DocumentsConfig
let cleanup: () => Promise<void>
let bus: EventBus

async function upload(who: TestUser | null, fields: Record<string, FormValue>) {
  const body = await multipart(fields)
  return app.inject({
    method: 'POST',
    url: '/credit-reports',
    payload: body.payload,
    headers: { ...body.headers, ...who?.headers },
  })
}
const mine = async (who: TestUser) =>
  (
    (
      await app.inject({ method: 'GET', url: '/credit-reports/mine', headers: who.headers })
    ).json() as CreditReportResponse
  ).creditReport
const link = (who: TestUser, ownerId: string) =>
  app.inject({ method: 'POST', url: `/credit-reports/${ownerId}/link`, headers: who.headers })
/** Opens a link as the browser would, through the gateway prefix the service strips. */
const open = (url: string) => app.inject({ method: 'GET', url: url.replace(config.publicPath, '') })

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

describe('credit report upload', () => {
  it('refuses a text file named .png and keeps nothing', async () => {
    const owner = user(app)
    const res = await upload(owner, {
      creditScore: '700',
      file: { fileName: 'report.png', data: Buffer.from('just some text'), type: 'image/png' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.message).toBe('Invalid File Type: Please upload an image or PDF file.')
    expect(await mine(owner)).toBeNull()
    expect(await storedFiles(config)).toEqual([])
  })

  it('refuses a file over 10 MB with 413 and keeps nothing', async () => {
    const owner = user(app)
    const big = Buffer.concat([pdf, Buffer.alloc(10 * 1024 * 1024)])
    const res = await upload(owner, {
      creditScore: '700',
      file: { fileName: 'big.pdf', data: big, type: 'application/pdf' },
    })
    expect(res.statusCode).toBe(413)
    expect(res.json().error).toEqual({
      code: 'PAYLOAD_TOO_LARGE',
      message: DOCUMENT_MESSAGES.creditFileTooLarge,
    })
    expect(await mine(owner)).toBeNull()
    expect(await storedFiles(config)).toEqual([])
  }, 30_000)

  it('saves neither the score nor the file when the score is invalid', async () => {
    const owner = user(app)
    for (const creditScore of ['299', '851', 'abc', '']) {
      const res = await upload(owner, { creditScore, file: { fileName: 'pixel.png', data: png } })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toBe(DOCUMENT_MESSAGES.invalidCreditScore)
    }
    expect(await mine(owner)).toBeNull()
    expect(await storedFiles(config)).toEqual([])
  })

  it('needs a file, a multipart body and no unexpected fields', async () => {
    const owner = user(app)
    const noFile = await upload(owner, { creditScore: '700' })
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().error.message).toBe(DOCUMENT_MESSAGES.creditFileRequired)
    const json = await app.inject({
      method: 'POST',
      url: '/credit-reports',
      headers: owner.headers,
      payload: { creditScore: 700 },
    })
    expect(json.statusCode).toBe(415)
    const extra = await upload(owner, {
      creditScore: '700',
      userId: randomUUID(),
      file: { fileName: 'pixel.png', data: png },
    })
    expect(extra.statusCode).toBe(400)
    const twoFiles = await upload(owner, {
      creditScore: '700',
      file: { fileName: 'a.png', data: png },
      other: { fileName: 'b.png', data: png },
    })
    expect(twoFiles.statusCode).toBe(400)
    expect(await storedFiles(config)).toEqual([])
  })

  it('stores a real PNG with its score, pending verification, and announces it', async () => {
    const owner = user(app)
    const res = await upload(owner, {
      creditScore: '720',
      file: { fileName: 'my score.png', data: png, type: 'image/png' },
    })
    expect(res.statusCode).toBe(201)
    const { creditReport } = res.json() as CreditReportResponse
    expect(creditReport).toMatchObject({
      creditScore: 720,
      fileName: 'my score.png',
      fileType: 'image/png',
      fileSize: png.length,
      verified: false,
    })
    expect(await mine(owner)).toEqual(creditReport)

    const jsm = await bus.js.jetstreamManager()
    const stored = await waitFor('the credit_report.uploaded event', () =>
      jsm.streams
        .getMessage(names.eventStream, { last_by_subj: bus.subject('credit_report.uploaded') })
        .catch(() => null),
    )
    expect((stored.json() as EventEnvelope<'credit_report.uploaded'>).data).toEqual({
      userId: owner.id,
      creditScore: 720,
      documentId: creditReport!.id,
    })
  })

  it('stores a real PDF, which then is the report that counts', async () => {
    const owner = user(app)
    await upload(owner, { creditScore: '650', file: { fileName: 'old.png', data: png } })
    const res = await upload(owner, {
      creditScore: '700',
      file: { fileName: 'report.pdf', data: pdf, type: 'application/pdf' },
    })
    expect(res.statusCode).toBe(201)
    expect(await mine(owner)).toMatchObject({ creditScore: 700, fileType: 'application/pdf' })
  })

  it('refuses a real PDF that carries JavaScript, and keeps nothing', async () => {
    const owner = user(app)
    // The fixture itself plus an OpenAction script: still a valid PDF by its leading bytes.
    const scripted = Buffer.concat([
      pdf,
      Buffer.from('\n99 0 obj << /Type /Action /S /JavaScript /JS (app.alert(document.cookie)) >> endobj\n%%EOF\n'),
    ])
    const res = await upload(owner, { creditScore: '700', file: { fileName: 'report.pdf', data: scripted, type: 'application/pdf' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toEqual({ code: 'PDF_ACTIVE_CONTENT', message: DOCUMENT_MESSAGES.pdfActiveContent })
    expect(await mine(owner)).toBeNull()
    expect(await storedFiles(config)).toEqual(expect.not.arrayContaining([expect.stringContaining(owner.id)]))
  })

  it('answers 401 to visitors', async () => {
    expect(
      (await upload(null, { creditScore: '700', file: { fileName: 'pixel.png', data: png } })).statusCode,
    ).toBe(401)
    expect((await app.inject({ method: 'GET', url: '/credit-reports/mine' })).statusCode).toBe(401)
    expect(
      (await app.inject({ method: 'POST', url: `/credit-reports/${randomUUID()}/link` })).statusCode,
    ).toBe(401)
  })
})

describe('credit report links', () => {
  let owner: TestUser

  beforeAll(async () => {
    owner = user(app, 'COSIGNER')
    const res = await upload(owner, { creditScore: '780', file: { fileName: 'report.pdf', data: pdf } })
    expect(res.statusCode).toBe(201)
  })

  it('gives the owner a five-minute link that streams the file privately', async () => {
    const res = await link(owner, owner.id)
    expect(res.statusCode).toBe(200)
    const { url, expiresAt } = res.json() as CreditReportLinkResponse
    expect(url.startsWith('/api/documents/files/')).toBe(true)
    const ttl = new Date(expiresAt).getTime() - Date.now()
    expect(ttl).toBeGreaterThan(290_000)
    expect(ttl).toBeLessThanOrEqual(300_000)

    const file = await open(url)
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(pdf)).toBe(true)
    expect(file.headers['content-type']).toBe('application/pdf')
    // A PDF is downloaded, never opened in the app's origin, and sandboxed whatever else the bytes could be.
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="report.pdf"/)
    expect(file.headers['content-security-policy']).toMatch(/^sandbox;/)
    expect(file.headers['cache-control']).toBe('no-store')
    expect(file.headers['x-content-type-options']).toBe('nosniff')
    // The owner's own link opens as often as it lives.
    expect((await open(url)).statusCode).toBe(200)
  })

  it('opens a one-view link only once, also when two fetches race', async () => {
    const requester = user(app)
    await bus.publish(
      envelope('credit_report_request.approved', { requestId: randomUUID(), requesterId: requester.id, targetUserId: owner.id }),
    )
    const res = await waitFor('the grant', async () => {
      const r = await link(requester, owner.id)
      return r.statusCode === 200 ? r : null
    })
    const { url } = res.json() as CreditReportLinkResponse
    const statuses = (await Promise.all([open(url), open(url), open(url)])).map((r) => r.statusCode).sort()
    expect(statuses).toEqual([200, 410, 410])
  }, 30_000)

  it('knows the owner in an upper-case path too', async () => {
    expect((await link(owner, owner.id.toUpperCase())).statusCode).toBe(200)
  })

  it('gives admins a link', async () => {
    const admin = user(app, 'ADMIN')
    expect((await link(admin, owner.id)).statusCode).toBe(200)
  })

  it('refuses a stranger', async () => {
    const stranger = user(app)
    const res = await link(stranger, owner.id)
    expect(res.statusCode).toBe(403)
    expect(res.json().error.message).toBe(DOCUMENT_MESSAGES.creditReportAccessDenied)
  })

  it('lets an approved requester view once, however often the approval is delivered', async () => {
    const requester = user(app)
    const approval = envelope('credit_report_request.approved', {
      requestId: randomUUID(),
      requesterId: requester.id,
      targetUserId: owner.id,
    })
    await bus.publish(approval)
    bus.nc.publish(bus.subject(approval.type), JSON.stringify(approval)) // a redelivery JetStream will not de-duplicate

    const first = await waitFor('the grant', async () => {
      const res = await link(requester, owner.id)
      return res.statusCode === 200 ? res : null
    })
    const viewUrl = (first.json() as CreditReportLinkResponse).url
    expect((await open(viewUrl)).rawPayload.equals(pdf)).toBe(true)
    // The view is the first fetch: the same link again (within its five minutes) is refused, fetches racing
    // included.
    const again = await Promise.all([open(viewUrl), open(viewUrl)])
    for (const res of again) {
      expect(res.statusCode).toBe(410)
      expect(res.json()).toEqual({ error: { code: 'LINK_USED', message: DOCUMENT_MESSAGES.linkUsed } })
    }
    await waitForConsumerIdle(bus, GRANTS_CONSUMER)
    expect((await link(requester, owner.id)).statusCode).toBe(403)

    // Asking again and being approved again gives one more view.
    await bus.publish(
      envelope('credit_report_request.approved', {
        requestId: randomUUID(),
        requesterId: requester.id,
        targetUserId: owner.id,
      }),
    )
    await waitFor('the second grant', async () => (await link(requester, owner.id)).statusCode === 200)
    expect((await link(requester, owner.id)).statusCode).toBe(403)
  }, 30_000)

  it('announces each used grant once, with the approval it came from, in the same transaction', async () => {
    const requester = user(app)
    const requestId = randomUUID()
    const viewedEvents = async () =>
      (
        await app.prisma.outboxEvent.findMany({
          where: { subject: bus.subject('credit_report.viewed') },
          orderBy: { createdAt: 'asc' },
        })
      )
        .map((row) => row.payload as unknown as EventEnvelope<'credit_report.viewed'>)
        .filter((event) => event.data.requesterId === requester.id)

    await bus.publish(
      envelope('credit_report_request.approved', {
        requestId,
        requesterId: requester.id,
        targetUserId: owner.id,
      }),
    )
    const before = Date.now()
    await waitFor('the grant', async () => (await link(requester, owner.id)).statusCode === 200)
    // A refused link, the owner's and an admin's use no grant and announce nothing.
    expect((await link(requester, owner.id)).statusCode).toBe(403)
    expect((await link(owner, owner.id)).statusCode).toBe(200)
    expect((await link(user(app, 'ADMIN'), owner.id)).statusCode).toBe(200)

    const events = await viewedEvents()
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({
      type: 'credit_report.viewed',
      data: { requestId, requesterId: requester.id, targetUserId: owner.id },
    })
    const viewedAt = Date.parse(events[0].data.viewedAt)
    expect(viewedAt).toBeGreaterThanOrEqual(before - 1000)
    expect(viewedAt).toBeLessThanOrEqual(Date.now())
    const grant = await app.prisma.creditReportGrant.findUnique({ where: { requestId } })
    expect(grant?.consumedAt?.toISOString()).toBe(events[0].data.viewedAt)

    // The relay publishes it for the matching service.
    const jsm = await bus.js.jetstreamManager()
    const stored = await waitFor('the credit_report.viewed event on the stream', async () => {
      const message = await jsm.streams
        .getMessage(names.eventStream, { last_by_subj: bus.subject('credit_report.viewed') })
        .catch(() => null)
      const event = message?.json() as EventEnvelope<'credit_report.viewed'> | undefined
      return event?.id === events[0].id ? event : null
    })
    expect(stored.data).toEqual(events[0].data)
  }, 30_000)

  it('keeps a grant unused while the owner has no report yet', async () => {
    const newcomer = user(app)
    const requester = user(app)
    await bus.publish(
      envelope('credit_report_request.approved', {
        requestId: randomUUID(),
        requesterId: requester.id,
        targetUserId: newcomer.id,
      }),
    )
    await waitFor('the grant', async () => (await link(requester, newcomer.id)).statusCode === 404)
    expect((await link(requester, newcomer.id)).json().error.message).toBe(DOCUMENT_MESSAGES.noCreditReport)

    await upload(newcomer, { creditScore: '690', file: { fileName: 'pixel.png', data: png } })
    expect((await link(requester, newcomer.id)).statusCode).toBe(200)
    expect((await link(requester, newcomer.id)).statusCode).toBe(403)
  }, 30_000)

  it('answers 410 for an expired link and 403 for a tampered one', async () => {
    const report = await mine(owner)
    const expired = signLink(
      { kind: 'credit_report', id: report!.id, exp: Math.floor(Date.now() / 1000) - 1 },
      config.linkSecret,
    )
    const gone = await open(`${config.publicPath}/files/${expired}`)
    expect(gone.statusCode).toBe(410)
    expect(gone.json().error.message).toBe(DOCUMENT_MESSAGES.linkExpired)

    const { url } = (await link(owner, owner.id)).json() as CreditReportLinkResponse
    const token = url.split('/').pop()!
    const [, exp36, signature] = token.split('.')
    const otherReport = await upload(user(app), {
      creditScore: '700',
      file: { fileName: 'pixel.png', data: png },
    })
    const otherId = (otherReport.json() as CreditReportResponse).creditReport!.id.replace(/-/g, '')
    const flipped = signature.slice(0, 10) + (signature[10] === 'A' ? 'B' : 'A') + signature.slice(11)
    const foreign = signLink(
      { kind: 'credit_report', id: report!.id, exp: Math.floor(Date.now() / 1000) + 60 },
      'not-the-secret',
    )
    const [idHex] = token.split('.')
    for (const bad of [
      `${otherId}.${exp36}.${signature}`,
      `${idHex}.${exp36}.${flipped}`,
      foreign,
      'garbage',
    ]) {
      const res = await open(`${config.publicPath}/files/${bad}`)
      expect(res.statusCode).toBe(403)
      expect(res.json().error.message).toBe(DOCUMENT_MESSAGES.linkInvalid)
    }
  })

  it('answers 404 when there is no report and 400 for a malformed user id', async () => {
    const nobody = user(app)
    expect((await link(nobody, nobody.id)).statusCode).toBe(404)
    expect((await link(nobody, 'not-a-uuid')).statusCode).toBe(400)
  })
})
