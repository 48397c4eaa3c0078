import { randomUUID } from 'node:crypto'
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { cleanupTestRun, testRunNames } from '@cosign/service-kit'
import { DOCUMENT_MESSAGES, USER_UPLOAD_QUOTA_BYTES } from '@cosign/api'
import type { DocumentsConfig } from '../src/config.js'
import { documentsApp, multipart, storedFiles, user, type TestUser } from './helpers.js'

// Per-user storage quota (issue 14: seven 10 MB credit reports in a row were all accepted for one user).
const names = testRunNames('documents')
const pdf = readFileSync(new URL('./fixtures/report.pdf', import.meta.url))
let app: FastifyInstance
let config: DocumentsConfig
let cleanup: () => Promise<void>

beforeAll(async () => {
  ;({ app, config, cleanup } = await documentsApp(names))
}, 30_000)
afterAll(async () => {
  await app?.close()
  await cleanup?.()
  await cleanupTestRun(names)
}, 30_000)

async function upload(who: TestUser, data: Buffer = pdf) {
  const body = await multipart({
    creditScore: '700',
    file: { fileName: 'report.pdf', data, type: 'application/pdf' },
  })
  return app.inject({
    method: 'POST',
    url: '/credit-reports',
    payload: body.payload,
    headers: { ...body.headers, ...who.headers },
  })
}

/** Reports the user already stored, `bytes` in all (rows only: the quota is counted from the rows). */
async function alreadyStored(userId: string, bytes: number, count = 1) {
  for (let i = 0; i < count; i++)
    await app.prisma.creditReport.create({
      data: {
        userId,
        creditScore: 700,
        fileName: 'old.pdf',
        storageKey: `credit-reports/${userId}/${randomUUID()}.pdf`,
        fileType: 'application/pdf',
        fileSize: Math.floor(bytes / count) + (i === 0 ? bytes % count : 0),
      },
    })
}
const rowsOf = (userId: string) => app.prisma.creditReport.count({ where: { userId } })

it('refuses an upload that would take the user over the quota: 413 in the envelope, nothing kept', async () => {
  const owner = user(app)
  // Five 10 MB reports: the quota is full (the sixth and seventh of the report were accepted before).
  await alreadyStored(owner.id, USER_UPLOAD_QUOTA_BYTES - pdf.length + 1, 5)
  const filesBefore = await storedFiles(config)
  const res = await upload(owner)
  expect(res.statusCode).toBe(413)
  expect(res.headers['content-type']).toMatch(/^application\/json/)
  expect(res.json()).toEqual({
    error: { code: 'STORAGE_QUOTA_EXCEEDED', message: DOCUMENT_MESSAGES.storageQuotaExceeded },
  })
  expect(await rowsOf(owner.id)).toBe(5)
  expect(await storedFiles(config)).toEqual(filesBefore)
})

it('accepts an upload that exactly fills the quota, and the quota is per user', async () => {
  const owner = user(app)
  await alreadyStored(owner.id, USER_UPLOAD_QUOTA_BYTES - pdf.length)
  expect((await upload(owner)).statusCode).toBe(201)
  expect((await upload(owner)).statusCode).toBe(413)
  // Another user is not affected by the first one's files.
  expect((await upload(user(app))).statusCode).toBe(201)
})

it('concurrent uploads cannot both pass: room for one, five at once, exactly one stored', async () => {
  const owner = user(app)
  await alreadyStored(owner.id, USER_UPLOAD_QUOTA_BYTES - Math.floor(pdf.length * 1.5))
  const answers = await Promise.all(Array.from({ length: 5 }, () => upload(owner)))
  const statuses = answers.map((r) => r.statusCode).sort()
  expect(statuses).toEqual([201, 413, 413, 413, 413])
  expect(await rowsOf(owner.id)).toBe(2)
  const mine = (await storedFiles(config)).filter((f) => f.includes(owner.id))
  expect(mine).toHaveLength(1)
}, 30_000)
