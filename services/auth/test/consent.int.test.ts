// Consent to the Terms of Service and Privacy Policy (issue 30): sign-up refuses an account without the checkbox
// and records the versions accepted and when; a user who accepted older versions is asked (legalAcceptanceNeeded)
// and accepts the current ones, not others.
import { randomBytes } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { applyMigrations, cleanupTestRun, testRunNames } from '@cosign/service-kit'
import { ACCOUNT_PRIVACY_MESSAGES, LEGAL_DOCUMENTS, type SessionResponse } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config.js'

const names = testRunNames('auth')
const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')
const PASSWORD = 'secret-pass-1'

let auth: FastifyInstance

beforeAll(async () => {
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  auth = await buildApp({
    ...readConfig({ NODE_ENV: 'test', ADMIN_PASSWORD: 'admin-pass-1' }),
    databaseUrl: names.databaseUrl,
    natsUrl: names.natsUrl,
    schema: names.schema,
    eventStream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
  })
})
afterAll(async () => {
  await auth?.close()
  await cleanupTestRun(names)
})

const json = { 'content-type': 'application/json' }
const newAddress = () => `consent-${randomBytes(5).toString('hex')}@example.com`
const signUp = (body: Record<string, unknown>) =>
  auth.inject({
    method: 'POST',
    url: '/signup',
    headers: json,
    payload: JSON.stringify({ email: newAddress(), password: PASSWORD, confirmPassword: PASSWORD, role: 'RENTER', ...body }),
  })
const call = (session: SessionResponse, method: 'GET' | 'POST', url: string, body?: object) =>
  auth.inject({
    method,
    url,
    headers: { authorization: `Bearer ${session.accessToken}`, ...(body ? json : {}) },
    payload: body ? JSON.stringify(body) : undefined,
  })
const current = { termsVersion: LEGAL_DOCUMENTS.terms.version, privacyVersion: LEGAL_DOCUMENTS.privacy.version }

describe('consent at sign-up', () => {
  it('refuses an account without the checkbox, with the message, and creates nothing', async () => {
    for (const body of [{}, { acceptTerms: false }]) {
      const res = await signUp(body)
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toEqual({ code: 'TERMS_NOT_ACCEPTED', message: ACCOUNT_PRIVACY_MESSAGES.termsRequired })
    }
    expect(await auth.prisma.user.count({ where: { email: { startsWith: 'consent-' } } })).toBe(0)
  })

  it('records the versions accepted and when', async () => {
    const before = Date.now()
    const res = await signUp({ acceptTerms: true })
    expect(res.statusCode).toBe(201)
    const session = res.json<SessionResponse>()
    expect(session.user.legalAcceptanceNeeded).toBe(false)
    const consents = await auth.prisma.legalConsent.findMany({ where: { userId: session.user.id } })
    expect(consents).toHaveLength(1)
    expect(consents[0]).toMatchObject(current)
    expect(consents[0]!.acceptedAt.getTime()).toBeGreaterThanOrEqual(before - 1000)
    const user = await auth.prisma.user.findUniqueOrThrow({ where: { id: session.user.id } })
    expect(user).toMatchObject(current)
  })
})

describe('a new version', () => {
  it('asks a user who accepted an older one to accept again, and takes only the current versions', async () => {
    const session = (await signUp({ acceptTerms: true })).json<SessionResponse>()
    // As if the terms had changed since: the user's accepted version is below the current one.
    await auth.prisma.user.update({ where: { id: session.user.id }, data: { termsVersion: LEGAL_DOCUMENTS.terms.version - 1 } })
    auth.users.changed(session.user.id)
    expect((await call(session, 'GET', '/me')).json().user.legalAcceptanceNeeded).toBe(true)

    const older = await call(session, 'POST', '/me/consents', { ...current, termsVersion: current.termsVersion + 1 })
    expect(older.statusCode).toBe(400)
    expect(older.json().error).toEqual({ code: 'TERMS_OUTDATED', message: ACCOUNT_PRIVACY_MESSAGES.termsOutdated })

    const accepted = await call(session, 'POST', '/me/consents', current)
    expect(accepted.statusCode).toBe(200)
    expect(accepted.json().user.legalAcceptanceNeeded).toBe(false)
    expect((await call(session, 'GET', '/me')).json().user.legalAcceptanceNeeded).toBe(false)
    expect(await auth.prisma.legalConsent.count({ where: { userId: session.user.id } })).toBe(2)
  })
})
