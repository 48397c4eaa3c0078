import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { cleanupTestRun, NUL_MESSAGE, testRunNames } from '@cosign/service-kit'
import {
  DOCUMENT_MESSAGES,
  type DocumentDto,
  type DocumentListResponse,
  type DocumentResponse,
} from '@cosign/api'
import type { DocumentsConfig } from '../src/config.js'
import { documentsApp, multipart, storedFiles, user, type FormValue, type TestUser } from './helpers.js'

const names = testRunNames('documents')
const png = readFileSync(new URL('./fixtures/pixel.png', import.meta.url))
const pdf = readFileSync(new URL('./fixtures/report.pdf', import.meta.url))
const text = Buffer.from('Move-in checklist\n1. Keys\n')
let app: FastifyInstance
let config: DocumentsConfig
let cleanup: () => Promise<void>
let admin: TestUser
let renter: TestUser
let cosigner: TestUser

async function post(who: TestUser | null, fields: Record<string, FormValue>) {
  const body = await multipart(fields)
  return app.inject({
    method: 'POST',
    url: '/documents',
    payload: body.payload,
    headers: { ...body.headers, ...who?.headers },
  })
}
async function list(who: TestUser): Promise<DocumentDto[]> {
  const res = await app.inject({ method: 'GET', url: '/documents', headers: who.headers })
  expect(res.statusCode).toBe(200)
  return (res.json() as DocumentListResponse).items
}
const download = (who: TestUser, id: string) =>
  app.inject({ method: 'GET', url: `/documents/${id}/download`, headers: who.headers })

beforeAll(async () => {
  ;({ app, config, cleanup } = await documentsApp(names))
  admin = user(app, 'ADMIN')
  renter = user(app, 'RENTER')
  cosigner = user(app, 'COSIGNER')
}, 30_000)

afterAll(async () => {
  await app?.close()
  await cleanup?.()
  await cleanupTestRun(names)
}, 30_000)

describe('admin documents', () => {
  const created: Record<'all' | 'renter' | 'cosigner', DocumentDto> = {} as never

  it('lets only admins upload', async () => {
    const file = { fileName: 'guide.pdf', data: pdf }
    expect((await post(null, { title: 'Guide', file })).statusCode).toBe(401)
    for (const who of [renter, cosigner]) {
      const res = await post(who, { title: 'Guide', file })
      expect(res.statusCode).toBe(403)
      expect(res.json().error.code).toBe('FORBIDDEN')
    }
    expect(await storedFiles(config)).toEqual([])
  })

  it('stores documents for each audience; the title defaults to the file name', async () => {
    const all = await post(admin, {
      title: 'Cosigning Guide',
      description: 'How it works',
      targetAudience: 'ALL',
      file: { fileName: 'guide.pdf', data: pdf },
    })
    expect(all.statusCode).toBe(201)
    created.all = (all.json() as DocumentResponse).document
    expect(created.all).toMatchObject({
      title: 'Cosigning Guide',
      description: 'How it works',
      fileName: 'guide.pdf',
      fileType: 'application/pdf',
      fileSize: pdf.length,
      targetAudience: 'ALL',
      uploadedBy: admin.id,
      isActive: true,
    })
    expect(created.all.downloadUrl).toBe(`/api/documents/documents/${created.all.id}/download`)

    const forRenters = await post(admin, {
      title: '',
      targetAudience: 'RENTER',
      file: { fileName: 'Move-in Checklist.txt', data: text },
    })
    expect(forRenters.statusCode).toBe(201)
    created.renter = (forRenters.json() as DocumentResponse).document
    expect(created.renter).toMatchObject({
      title: 'Move-in Checklist',
      targetAudience: 'RENTER',
      fileType: 'text/plain; charset=utf-8',
    })

    const forCosigners = await post(admin, {
      targetAudience: 'COSIGNER',
      file: { fileName: 'badge.png', data: png },
    })
    expect(forCosigners.statusCode).toBe(201)
    created.cosigner = (forCosigners.json() as DocumentResponse).document
    expect(created.cosigner).toMatchObject({
      title: 'badge',
      targetAudience: 'COSIGNER',
      fileType: 'image/png',
    })
  })

  it('shows each role only active documents for everyone or for that role, newest first', async () => {
    expect((await list(renter)).map((d) => d.id)).toEqual([created.renter.id, created.all.id])
    expect((await list(cosigner)).map((d) => d.id)).toEqual([created.cosigner.id, created.all.id])
    expect((await list(admin)).map((d) => d.id)).toEqual([
      created.cosigner.id,
      created.renter.id,
      created.all.id,
    ])
    expect((await app.inject({ method: 'GET', url: '/documents' })).statusCode).toBe(401)
  })

  it('streams a document to its audience only', async () => {
    const res = await download(renter, created.renter.id)
    expect(res.statusCode).toBe(200)
    expect(res.rawPayload.equals(text)).toBe(true)
    expect(res.headers['content-disposition']).toContain('attachment; filename="Move-in Checklist.txt"')
    expect(res.headers['cache-control']).toBe('no-store')
    expect((await download(renter, created.all.id)).rawPayload.equals(pdf)).toBe(true)

    const other = await download(renter, created.cosigner.id)
    expect(other.statusCode).toBe(404)
    expect(other.json().error.message).toBe(DOCUMENT_MESSAGES.documentNotFound)
    expect((await download(cosigner, created.renter.id)).statusCode).toBe(404)
    expect((await download(admin, created.cosigner.id)).statusCode).toBe(200)
    expect(
      (await app.inject({ method: 'GET', url: `/documents/${created.all.id}/download` })).statusCode,
    ).toBe(401)
  })

  it('refuses a missing file or title, a wrong type and a bad audience, keeping nothing', async () => {
    const before = await storedFiles(config)
    const noFile = await post(admin, { title: 'Guide' })
    const emptyFile = await post(admin, {
      title: 'Guide',
      file: { fileName: 'guide.pdf', data: Buffer.alloc(0) },
    })
    expect(emptyFile.json().error.message).toBe('Please select a file and enter a title')
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json().error.message).toBe('Please select a file and enter a title')
    const noTitle = await post(admin, { title: ' ', file: { fileName: ' .pdf', data: pdf } }) // nothing left to default to
    expect(noTitle.statusCode).toBe(400)
    expect(noTitle.json().error.message).toBe('Please select a file and enter a title')

    for (const file of [
      { fileName: 'fake.pdf', data: text },
      { fileName: 'photo.jpg', data: png },
      { fileName: 'tool.exe', data: Buffer.from('MZ\x90\x00', 'latin1') },
      { fileName: 'notes.txt', data: Buffer.from([0x00, 0x01, 0x02]) },
    ]) {
      const res = await post(admin, { title: 'Bad', file })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.message).toBe(DOCUMENT_MESSAGES.invalidDocumentType)
    }
    const audience = await post(admin, {
      title: 'Guide',
      targetAudience: 'EVERYONE',
      file: { fileName: 'guide.pdf', data: pdf },
    })
    expect(audience.statusCode).toBe(400)
    expect(audience.json().error.message).toBe(DOCUMENT_MESSAGES.invalidAudience)
    // PostgreSQL text cannot hold NUL: refused as the form is read, not as a 500 at the insert.
    for (const fields of [
      { title: 'Bad\u0000', file: { fileName: 'guide.pdf', data: pdf } },
      { title: 'Guide', file: { fileName: 'gui\u0000de.pdf', data: pdf } },
    ]) {
      const nul = await post(admin, fields)
      expect(nul.statusCode).toBe(400)
      expect(nul.json().error.message).toBe(NUL_MESSAGE)
    }
    expect(await storedFiles(config)).toEqual(before)
    expect(await list(admin)).toHaveLength(3)
  })

  it('soft-deletes: admins only; users stop seeing it, admins still list it as inactive', async () => {
    expect(
      (
        await app.inject({
          method: 'DELETE',
          url: `/documents/${created.renter.id}`,
          headers: renter.headers,
        })
      ).statusCode,
    ).toBe(403)
    const res = await app.inject({
      method: 'DELETE',
      url: `/documents/${created.renter.id}`,
      headers: admin.headers,
    })
    expect(res.statusCode).toBe(204)

    expect((await list(renter)).map((d) => d.id)).toEqual([created.all.id])
    expect((await list(admin)).find((d) => d.id === created.renter.id)?.isActive).toBe(false)
    expect((await download(renter, created.renter.id)).statusCode).toBe(404)

    expect(
      (await app.inject({ method: 'DELETE', url: `/documents/${randomUUID()}`, headers: admin.headers }))
        .statusCode,
    ).toBe(404)
    expect(
      (await app.inject({ method: 'DELETE', url: '/documents/not-a-uuid', headers: admin.headers }))
        .statusCode,
    ).toBe(400)
    expect(
      (await app.inject({ method: 'GET', url: '/documents/not-a-uuid/download', headers: renter.headers }))
        .statusCode,
    ).toBe(400)
  })

  it('records each upload and delete once in the audit log of admin actions (issue 30), with the change', async () => {
    const uploaded = await post(admin, { title: 'Audit me', targetAudience: 'ALL', file: { fileName: 'audit.txt', data: text } })
    expect(uploaded.statusCode).toBe(201)
    const id = (uploaded.json() as DocumentResponse).document.id
    expect((await app.inject({ method: 'DELETE', url: `/documents/${id}`, headers: admin.headers })).statusCode).toBe(204)
    // A refused upload and a delete of nothing are no actions.
    expect((await post(admin, { title: '', targetAudience: 'ALL' })).statusCode).toBe(400)
    expect((await app.inject({ method: 'DELETE', url: `/documents/${randomUUID()}`, headers: admin.headers })).statusCode).toBe(404)
    const rows = (await app.prisma.outboxEvent.findMany({ orderBy: { createdAt: 'asc' } }))
      .map((row) => row.payload as unknown as { type: string; data: Record<string, unknown> })
      .filter((event) => event.type === 'admin_action.recorded' && event.data.targetId === id)
    expect(rows.map((event) => event.data)).toEqual([
      expect.objectContaining({ actorId: admin.id, action: 'document.uploaded', targetType: 'document', before: null, after: expect.objectContaining({ title: 'Audit me', targetAudience: 'ALL' }) }),
      expect.objectContaining({ actorId: admin.id, action: 'document.deleted', before: { active: true }, after: { active: false } }),
    ])
  })

  it('answers health and readiness', async () => {
    expect((await app.inject({ method: 'GET', url: '/healthz' })).json()).toEqual({ status: 'ok' })
    expect((await app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200)
  })
})
