// Account deletion and data export across the six services (issue 30), on the real PostgreSQL and NATS with each
// service's own schema and consumers: the export holds each service's part for that user and no one else's;
// deletion is refused while a contract is open (contracts' events feed auth's copy), then erases the person's
// email, name, phone and addresses from every service's tables while the agreement and the payment stay, under
// the pseudonym; sessions end; the address signs up again.
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { strFromU8, unzipSync } from 'fflate'
import { applyMigrations, dropSchema, testRunNames } from '@cosign/service-kit'
import { ACCOUNT_PRIVACY_MESSAGES, deletedUserPseudonym, type SessionResponse } from '@cosign/api'
import { buildApp as buildAuth } from '../src/app.js'
import { readConfig as readAuthConfig } from '../src/config.js'
import { buildApp as buildMatching } from '../../matching/src/app.js'
import { readConfig as readMatchingConfig } from '../../matching/src/config.js'
import { buildApp as buildContracts } from '../../contracts/src/app.js'
import { readConfig as readContractsConfig } from '../../contracts/src/config.js'
import { buildApp as buildPayments } from '../../payments/src/app.js'
import { readConfig as readPaymentsConfig } from '../../payments/src/config.js'
import { buildApp as buildChat } from '../../chat/src/app.js'
import { readConfig as readChatConfig } from '../../chat/src/config.js'
import { buildApp as buildDocuments } from '../../documents/src/app.js'
import { readConfig as readDocumentsConfig } from '../../documents/src/config.js'

type Service = 'auth' | 'matching' | 'contracts' | 'payments' | 'chat' | 'documents'
const SERVICES: Service[] = ['auth', 'matching', 'contracts', 'payments', 'chat', 'documents']
const servicesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const PASSWORD = 'secret-pass-1'

const names = testRunNames('privacy')
const schemas = Object.fromEntries(SERVICES.map((s) => [s, `${names.schema}_${s}`])) as Record<Service, string>
const apps = {} as Record<Service, FastifyInstance>
const documentsDir = mkdtempSync(path.join(tmpdir(), 'privacy-docs-'))
const sql = new pg.Pool({ connectionString: names.databaseUrl, max: 2 })

beforeAll(async () => {
  for (const service of SERVICES)
    await applyMigrations({
      databaseUrl: names.databaseUrl,
      schema: schemas[service],
      migrationsDir: path.join(servicesDir, service, 'prisma/migrations'),
    })
  const run = (service: Service) => ({
    databaseUrl: names.databaseUrl,
    natsUrl: names.natsUrl,
    schema: schemas[service],
    eventStream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    logLevel: 'silent',
  })
  apps.auth = await buildAuth({ ...readAuthConfig({ NODE_ENV: 'test' }), ...run('auth'), mailPollMs: 3_600_000 })
  apps.matching = await buildMatching({ ...readMatchingConfig({ NODE_ENV: 'test' }), ...run('matching') })
  apps.contracts = await buildContracts({ ...readContractsConfig({ NODE_ENV: 'test' }), ...run('contracts') })
  apps.payments = await buildPayments({ ...readPaymentsConfig({ NODE_ENV: 'test', RECONCILE_INTERVAL_MS: '0' }), ...run('payments') })
  apps.chat = await buildChat({ ...readChatConfig({ NODE_ENV: 'test' }), ...run('chat') })
  apps.documents = await buildDocuments({ ...readDocumentsConfig({ NODE_ENV: 'test' }), ...run('documents'), documentsDir })
  for (const app of Object.values(apps)) await app.ready()
  for (const app of Object.values(apps)) await app.events.connected
}, 120_000)

afterAll(async () => {
  for (const app of Object.values(apps)) await app?.close()
  await sql.end()
  for (const schema of Object.values(schemas)) await dropSchema(names.databaseUrl, schema)
  rmSync(documentsDir, { recursive: true, force: true })
}, 60_000)

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const json = { 'content-type': 'application/json' }
const call = (session: SessionResponse, method: 'GET' | 'POST', url: string, body?: object) =>
  apps.auth.inject({
    method,
    url,
    headers: { authorization: `Bearer ${session.accessToken}`, ...(body ? json : {}) },
    payload: body ? JSON.stringify(body) : undefined,
  })

interface Person {
  email: string
  firstName: string
  lastName: string
  phone: string
  address: string
  session: SessionResponse
}

async function person(role: 'RENTER' | 'COSIGNER', email?: string): Promise<Person> {
  const tag = randomBytes(4).toString('hex')
  const p = {
    email: email ?? `priv-${tag}@example.com`,
    firstName: `Zelda${tag}`,
    lastName: `Quokka${tag}`,
    phone: `555${parseInt(tag, 16) % 10_000_000}`,
    address: `${tag} Wombat Lane, Springfield`,
  }
  const res = await apps.auth.inject({
    method: 'POST',
    url: '/signup',
    headers: json,
    payload: JSON.stringify({ email: p.email, password: PASSWORD, confirmPassword: PASSWORD, acceptTerms: true, role, firstName: p.firstName, lastName: p.lastName }),
  })
  expect(res.statusCode).toBe(201)
  const session = res.json<SessionResponse>()
  const id = session.user.id
  // Every service learns the account from user.registered.
  await waitFor('the accounts copies', async () =>
    (await apps.matching.prisma.user.findUnique({ where: { id } })) &&
    (await apps.contracts.prisma.directoryUser.findUnique({ where: { userId: id } })) &&
    (await apps.payments.prisma.userDirectory.findUnique({ where: { userId: id } })) &&
    (await apps.chat.prisma.chatUser.findUnique({ where: { userId: id } })),
  )
  return { ...p, session }
}

/** Data each service holds about a renter and their cosigner: profile, agreement, payment, messages, credit report. */
async function seedDealings(renter: Person, cosigner: Person) {
  const renterId = renter.session.user.id
  const cosignerId = cosigner.session.user.id
  await apps.auth.prisma.user.update({ where: { id: renterId }, data: { phone: renter.phone } })
  for (const [who, id] of [[renter, renterId], [cosigner, cosignerId]] as const)
    await apps.matching.prisma.renterProfile.create({
      data: {
        userId: id,
        firstName: who.firstName,
        lastName: who.lastName,
        location: who.address,
        locationKey: who.address.toLowerCase(),
        stateKey: 'springfield',
        searchText: `${who.firstName} ${who.lastName}`.toLowerCase(),
        phone: who.phone,
        monthlyIncomeCents: 512_300,
        employmentStatus: 'employed',
        cosignerBudget: '500-1000',
        moveInTimeline: 'asap',
        housingBudgetCents: 150_000,
        housingType: 'apartment',
        bio: `I am ${who.firstName}, reach me at ${who.phone}.`,
      },
    })
  const contractId = randomUUID()
  await apps.contracts.prisma.contract.create({
    data: {
      id: contractId,
      status: 'completed',
      renterId,
      cosignerId,
      renterName: `${renter.firstName} ${renter.lastName}`,
      renterAddress: renter.address,
      cosignerName: `${cosigner.firstName} ${cosigner.lastName}`,
      cosignerAddress: cosigner.address,
      cosignerEmail: cosigner.email,
      cosignerPaypalEmail: cosigner.email,
      leaseStartDate: new Date('2026-01-01'),
      leaseEndDate: new Date('2026-12-31'),
      feeOption: 'full',
      feeCents: 100_000,
      installmentCount: 0,
      platformFeeCents: 15_000,
      processingFeeCents: 5_000,
      agreementVersion: 2,
      termsHash: 'a'.repeat(64),
      step1AmountCents: 5_000,
      step2AmountCents: 100_000,
      signatures: {
        create: [
          { id: randomUUID(), role: 'renter', signerId: renterId, signerName: `${renter.firstName} ${renter.lastName}`, signedAt: new Date(), ip: '10.1.2.3', userAgent: 'Firefox', termsHash: 'a'.repeat(64), imagePng: Buffer.from([137, 80, 78, 71]) },
        ],
      },
    },
  })
  const paymentId = randomUUID()
  await apps.payments.prisma.payment.create({
    data: {
      id: paymentId,
      userId: renterId,
      purpose: 'contract_cosigner_payment',
      amountCents: 100_000,
      status: 'completed',
      description: 'Cosigner fee',
      contractId,
      renterId,
      cosignerId,
      renterName: `${renter.firstName} ${renter.lastName}`,
      cosignerName: `${cosigner.firstName} ${cosigner.lastName}`,
      payeeEmail: cosigner.email,
      completedAt: new Date(),
    },
  })
  const conversationId = randomUUID()
  await apps.chat.prisma.conversation.create({ data: { id: conversationId, renterId, cosignerId, openedVia: 'contract', lastSeq: 2 } })
  await apps.chat.prisma.chatMessage.createMany({
    data: [
      { id: randomUUID(), conversationId, seq: 1, senderId: renterId, receiverId: cosignerId, message: `Hi, I live at ${renter.address}, call ${renter.phone}` },
      { id: randomUUID(), conversationId, seq: 2, senderId: cosignerId, receiverId: renterId, message: `Hello from ${cosigner.address}` },
    ],
  })
  for (const [who, id] of [[renter, renterId], [cosigner, cosignerId]] as const)
    await apps.documents.prisma.creditReport.create({
      data: { userId: id, creditScore: 731, fileName: `${who.lastName}-report.pdf`, storageKey: `credit/${randomUUID()}`, fileType: 'application/pdf', fileSize: 10 },
    })
  return { contractId, paymentId }
}

/** Every text and JSON cell of every table of a service's schema that contains one of `needles` (bookkeeping aside). */
async function cellsContaining(service: Service, needles: string[]): Promise<string[]> {
  const { rows: columns } = await sql.query<{ table_name: string; column_name: string }>(
    `SELECT table_name, column_name FROM information_schema.columns
     WHERE table_schema = $1 AND data_type IN ('text', 'character varying', 'jsonb', 'json', 'ARRAY')
       AND table_name NOT IN ('outbox_events', 'processed_events', '_prisma_migrations')`,
    [schemas[service]],
  )
  const found: string[] = []
  for (const { table_name: table, column_name: column } of columns)
    for (const needle of needles) {
      const { rowCount } = await sql.query(
        `SELECT 1 FROM "${schemas[service]}"."${table}" WHERE "${column}"::text ILIKE $1 LIMIT 1`,
        [`%${needle}%`],
      )
      if (rowCount) found.push(`${service}.${table}.${column} holds ${needle}`)
    }
  return found
}
const personalNeedles = (p: Person) => [p.email, p.firstName, p.lastName, p.phone, p.address]

async function exportArchive(who: Person): Promise<Record<string, string>> {
  const asked = await call(who.session, 'POST', '/me/exports')
  expect(asked.statusCode).toBe(200)
  const id = asked.json().exports[0].id as string
  await waitFor('the export to be built', async () => {
    await apps.auth.dataExports.run()
    const listed = (await call(who.session, 'GET', '/me/exports')).json().exports as Array<{ id: string; status: string }>
    return listed.find((e) => e.id === id)?.status === 'ready'
  })
  const download = await apps.auth.inject({
    method: 'GET',
    url: `/me/exports/${id}/archive`,
    headers: { authorization: `Bearer ${who.session.accessToken}` },
  })
  expect(download.statusCode).toBe(200)
  expect(download.headers['content-type']).toBe('application/zip')
  const files = unzipSync(new Uint8Array(download.rawPayload))
  return Object.fromEntries(Object.entries(files).map(([name, bytes]) => [name, strFromU8(bytes)]))
}

describe('data export', () => {
  it("holds each service's part for that user and no one else's, and is the caller's alone", async () => {
    const renter = await person('RENTER')
    const cosigner = await person('COSIGNER')
    await seedDealings(renter, cosigner)
    const files = await exportArchive(renter)
    const folders = new Set(Object.keys(files).map((name) => name.split('/')[0]))
    for (const service of SERVICES) expect(folders).toContain(service)
    const all = Object.values(files).join('\n')
    expect(files['auth/account.json']).toContain(renter.email)
    expect(files['auth/consents.json']).toContain('"termsVersion": 1')
    expect(files['matching/renter-profile.json']).toContain(renter.address)
    expect(files['contracts/contracts.json']).toContain(renter.address)
    expect(files['payments/payments.json']).toContain('100000')
    expect(files['chat/messages-sent.json']).toContain(renter.phone)
    expect(files['documents/credit-reports.json']).toContain(`${renter.lastName}-report.pdf`)
    expect(files['README.txt']).toContain('Every part of the service answered.')
    for (const needle of [cosigner.email, cosigner.phone, cosigner.address, cosigner.firstName]) expect(all).not.toContain(needle)

    // Another user cannot download it.
    const id = (await call(renter.session, 'GET', '/me/exports')).json().exports[0].id
    const other = await apps.auth.inject({ method: 'GET', url: `/me/exports/${id}/archive`, headers: { authorization: `Bearer ${cosigner.session.accessToken}` } })
    expect(other.statusCode).toBe(404)
  }, 90_000)
})

describe('account deletion', () => {
  it('is refused while a contract is open, then erases the person everywhere but keeps the records under a pseudonym', async () => {
    const renter = await person('RENTER')
    const cosigner = await person('COSIGNER')
    const { contractId, paymentId } = await seedDealings(renter, cosigner)
    const renterId = renter.session.user.id
    const parties = { contractId, renterId, cosignerId: cosigner.session.user.id }

    // The contract opens (contracts' event): deletion is refused with the message.
    await apps.contracts.prisma.outboxEvent.create({
      data: apps.contracts.events.record('contract.created', { ...parties, feeCents: 100_000, createdBy: parties.cosignerId }),
    })
    void apps.contracts.events.flush()
    await waitFor('auth to learn of the contract', () => apps.auth.prisma.deletionGuardContract.findUnique({ where: { contractId } }))
    const wrongPassword = await call(renter.session, 'POST', '/me/delete', { password: 'not-it' })
    expect(wrongPassword.statusCode).toBe(400)
    const refused = await call(renter.session, 'POST', '/me/delete', { password: PASSWORD })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toEqual({ code: 'ACCOUNT_HAS_OPEN_CONTRACTS', message: ACCOUNT_PRIVACY_MESSAGES.deletionBlockedContracts })

    // The lease ends: deletion goes through.
    await apps.contracts.prisma.outboxEvent.create({ data: apps.contracts.events.record('contract.completed', parties) })
    void apps.contracts.events.flush()
    await waitFor('auth to learn the contract ended', async () =>
      (await apps.auth.prisma.deletionGuardContract.findUnique({ where: { contractId } }))?.closed,
    )
    const deleted = await call(renter.session, 'POST', '/me/delete', { password: PASSWORD })
    expect(deleted.statusCode).toBe(200)
    expect(deleted.json().message).toBe(ACCOUNT_PRIVACY_MESSAGES.accountDeleted)

    // Every service handles user.deleted: no personal field of the renter is left in any table.
    await waitFor('every service to erase the person', async () => {
      const left = (await Promise.all(SERVICES.map((s) => cellsContaining(s, personalNeedles(renter))))).flat()
      return left.length === 0 ? true : (lastLeft = left, false)
    }).catch((err) => {
      throw new Error(`${(err as Error).message}: ${lastLeft.join('; ')}`)
    })

    // The agreement and the payment stay, consistent, under the pseudonym; the cosigner's side is untouched.
    const pseudonym = deletedUserPseudonym(renterId)
    const contract = await apps.contracts.prisma.contract.findUniqueOrThrow({ where: { id: contractId } })
    expect(contract).toMatchObject({ status: 'completed', renterName: pseudonym, feeCents: 100_000, cosignerName: `${cosigner.firstName} ${cosigner.lastName}` })
    const payment = await apps.payments.prisma.payment.findUniqueOrThrow({ where: { id: paymentId } })
    expect(payment).toMatchObject({ amountCents: 100_000, status: 'completed', renterName: pseudonym, contractId })
    expect(await apps.chat.prisma.chatMessage.count({ where: { senderId: parties.cosignerId } })).toBe(1)
    expect(await apps.documents.prisma.creditReport.count({ where: { userId: renterId } })).toBe(0)
    expect(await apps.documents.prisma.creditReport.count({ where: { userId: parties.cosignerId } })).toBe(1)
    expect((await cellsContaining('contracts', [cosigner.address])).length).toBeGreaterThan(0)

    // The session ended; the email signs up again as a new account.
    expect((await call(renter.session, 'GET', '/me')).statusCode).toBe(401)
    const again = await person('RENTER', renter.email)
    expect(again.session.user.id).not.toBe(renterId)
  }, 120_000)
})
let lastLeft: string[] = []
