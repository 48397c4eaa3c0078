// Fault tests across services: auth, matching, payments and chat on a NATS server of the test's own, which is
// SIGKILLed in the middle of a sign-up, a payment and a profile approval, and restarted with its JetStream
// store and on an empty one. Every effect must arrive exactly once without restarting any service, and every
// service's /readyz must report the outage while it lasts.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import type { SessionResponse } from '@cosign/api'
import { applyMigrations, dropSchema, startOwnNats, testRunNames, type OwnNats, signedInClaims } from '@cosign/service-kit'
import { buildApp as buildPayPal, sharedWebhookKeyFile } from '@cosign/paypal-local'
import { buildApp as buildPayments } from '../src/app.js'
import { readConfig as readPaymentsConfig } from '../src/config.js'
import { ensureDefaultServices } from '../src/domain/ensure-default-services.js'
import { buildApp as buildAuth } from '../../auth/src/app.js'
import { readConfig as readAuthConfig } from '../../auth/src/config.js'
import { buildApp as buildMatching } from '../../matching/src/app.js'
import { readConfig as readMatchingConfig } from '../../matching/src/config.js'
import { buildApp as buildChat } from '../../chat/src/app.js'
import { readConfig as readChatConfig } from '../../chat/src/config.js'
import { PAYPAL_CLIENT, PUBLIC_ORIGIN, WEBHOOK_ID, clickOnPayPal, verifyFromReturnUrl } from './helpers.js'

const services = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const BIO =
  'I have a steady income and a spotless rental history. I have cosigned before and I take it seriously: I read every lease, I keep in touch with renters and landlords, and I answer quickly. Happy to talk first.'

let nats: OwnNats
let names: ReturnType<typeof testRunNames>
let schemas: Record<'auth' | 'matching' | 'payments' | 'chat', string>
let paypal: FastifyInstance
const apps = {} as Record<'auth' | 'matching' | 'payments' | 'chat', FastifyInstance>

beforeAll(async () => {
  nats = await startOwnNats()
  names = { ...testRunNames('faults'), natsUrl: nats.url }
  schemas = {
    auth: `${names.schema}_auth`,
    matching: `${names.schema}_matching`,
    payments: names.schema,
    chat: `${names.schema}_chat`,
  }
  for (const [service, schema] of Object.entries(schemas))
    await applyMigrations({
      databaseUrl: names.databaseUrl,
      schema,
      migrationsDir: path.join(services, service, 'prisma/migrations'),
    })
  const run = (schema: string) => ({
    databaseUrl: names.databaseUrl,
    natsUrl: names.natsUrl,
    schema,
    eventStream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    logLevel: 'silent',
  })
  paypal = await buildPayPal({
    clientId: PAYPAL_CLIENT.id,
    clientSecret: PAYPAL_CLIENT.secret,
    webhookId: WEBHOOK_ID,
    keyFile: sharedWebhookKeyFile(),
  })
  await paypal.listen({ port: 0, host: '127.0.0.1' })
  apps.auth = await buildAuth({ ...readAuthConfig({ NODE_ENV: 'test' }), ...run(schemas.auth) })
  apps.matching = await buildMatching({ ...readMatchingConfig({ NODE_ENV: 'test' }), ...run(schemas.matching) })
  apps.chat = await buildChat({ ...readChatConfig({ NODE_ENV: 'test' }), ...run(schemas.chat) })
  apps.payments = await buildPayments({
    ...readPaymentsConfig({
      NODE_ENV: 'test',
      PAYPAL_BASE_URL: paypal.paypal.apiBaseUrl(),
      PAYPAL_WEB_URL: paypal.paypal.webBaseUrl(),
      PAYPAL_CLIENT_ID: PAYPAL_CLIENT.id,
      PAYPAL_CLIENT_SECRET: PAYPAL_CLIENT.secret,
      PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
      PUBLIC_ORIGIN,
      RECONCILE_INTERVAL_MS: '0',
    }),
    ...run(schemas.payments),
  })
  await ensureDefaultServices(apps.payments.prisma)
  for (const app of Object.values(apps)) await app.ready()
  for (const app of Object.values(apps)) await app.events.connected
}, 90_000)

afterAll(async () => {
  for (const app of Object.values(apps)) await app?.close()
  await paypal?.close()
  await nats?.stop()
  for (const schema of Object.values(schemas ?? {})) await dropSchema(names.databaseUrl, schema)
}, 60_000)

async function waitFor<T>(what: string, probe: () => Promise<T | null | undefined | false>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const readiness = () =>
  Promise.all(
    Object.values(apps).map(async (app) => {
      const res = await app.inject({ method: 'GET', url: '/readyz' })
      return { status: res.statusCode, nats: (res.json() as { nats?: string }).nats }
    }),
  )

/**
 * Kills NATS, checks every service reports it, runs `during` while it is down, restarts it (with or without
 * its store) and waits until every service is ready again, with no service restarted.
 */
async function outage(keepStore: boolean, during?: () => Promise<void>): Promise<void> {
  await nats.kill()
  await waitFor('every service to report the outage', async () =>
    (await readiness()).every((r) => r.status === 503 && r.nats === 'disconnected'),
  )
  try {
    await during?.()
  } finally {
    await nats.restart({ keepStore })
  }
  await waitFor('every service ready again', async () => (await readiness()).every((r) => r.status === 200))
}

/** Waits until every durable on the stream has nothing pending or unacknowledged: no redelivery is coming. */
async function consumersIdle(): Promise<void> {
  const jsm = await apps.payments.events.bus()!.js.jetstreamManager()
  await waitFor('every consumer to catch up', async () => {
    const unpublished = await Promise.all(
      Object.values(apps).map((app) => app.prisma.outboxEvent.count({ where: { publishedAt: null } })),
    )
    if (unpublished.some((n) => n > 0)) return false
    const infos = await jsm.consumers.list(names.eventStream).next()
    return infos.length > 0 && infos.every((c) => c.num_pending === 0 && c.num_ack_pending === 0)
  })
}

const notifications = (userId: string) =>
  apps.chat.prisma.notification.findMany({ where: { userId }, orderBy: { createdAt: 'asc' } })

describe.each([
  ['with its store', true],
  ['on an empty store (its JetStream data lost)', false],
])('NATS killed and restarted %s', (_label, keepStore) => {
  test('during a sign-up, a payment and a profile approval: every effect arrives exactly once', async () => {
    // Sign-up: auth's user.registered feeds matching, payments and chat. NATS dies right after the commit.
    const email = `faults-${Date.now()}-${keepStore}@example.test`
    const signup = await apps.auth.inject({
      method: 'POST',
      url: '/signup',
      payload: { email, password: 'secret123', confirmPassword: 'secret123', acceptTerms: true, firstName: 'Nia', lastName: 'Fault', role: 'COSIGNER' },
    })
    expect(signup.statusCode).toBe(201)
    const userId = (signup.json() as SessionResponse).user.id
    // Paying needs a confirmed address: the account is confirmed (what the emailed link does) and signs in
    // again, so its new access token carries the confirmation.
    await apps.auth.prisma.user.update({ where: { id: userId }, data: { emailVerifiedAt: new Date() } })
    const login = await apps.auth.inject({ method: 'POST', url: '/login', payload: { email, password: 'secret123' } })
    expect(login.statusCode).toBe(200)
    const session = login.json() as SessionResponse
    const cosigner = { authorization: `Bearer ${session.accessToken}` }
    let profileId = ''
    await outage(keepStore, async () => {
      // While NATS is down the cosigner saves a profile: matching answers and its outbox keeps the event.
      const saved = await apps.matching.inject({
        method: 'POST',
        url: '/profiles/cosigner',
        headers: cosigner,
        payload: {
          firstName: 'Nia',
          lastName: 'Fault',
          location: 'Austin, TX',
          creditScore: 760,
          monthlyIncomeCents: 800_000,
          bio: BIO,
          maxRentSupportCents: 250_000,
          feeType: 'one-time',
          totalFeeCents: 100_000,
          requireUpfront: false,
          paypalEmail: 'nia.payout@example.test',
        },
      })
      expect({ status: saved.statusCode, body: saved.statusCode === 201 ? null : saved.json() }).toEqual({ status: 201, body: null })
      profileId = (saved.json() as { profileId: string }).profileId
    })
    await waitFor('matching to know the account', () => apps.matching.prisma.user.findUnique({ where: { id: userId } }))
    await waitFor('payments to know the profile', () => apps.payments.prisma.profileOwner.findUnique({ where: { profileId } }))
    await waitFor('the welcome notification', async () => (await notifications(userId)).length >= 1)

    // Payment: the profile fee (the checkout that answered "Profile not found" after a lost store).
    const checkout = await apps.payments.inject({
      method: 'POST',
      url: '/checkout',
      headers: cosigner,
      payload: { purpose: 'profile_creation', subjectId: profileId },
    })
    expect(checkout.statusCode).toBe(201)
    const verified = await verifyFromReturnUrl(apps.payments, cosigner.authorization, await clickOnPayPal(checkout.json().approvalUrl))
    expect(verified.statusCode).toBe(200)
    await outage(keepStore)
    await waitFor('the paid profile to await review', async () =>
      (await apps.matching.prisma.cosignerProfile.findUnique({ where: { id: profileId } }))?.status === 'pending_review',
    )

    // Profile approval: matching's cosigner_profile.approved feeds auth, payments and chat.
    const admin = { authorization: `Bearer ${apps.matching.jwt.sign(signedInClaims({ sub: crypto.randomUUID(), email: 'admin@cosign.local', role: 'ADMIN' }))}` }
    const approved = await apps.matching.inject({ method: 'POST', url: `/admin/profiles/${profileId}/approve`, headers: admin })
    expect(approved.statusCode).toBe(200)
    await outage(keepStore)
    await waitFor('auth to show the approval', async () =>
      (await apps.auth.prisma.user.findUnique({ where: { id: userId } }))?.profileStatus === 'approved',
    )
    await waitFor('payments to list the profile', async () =>
      (await apps.payments.prisma.profileOwner.findUnique({ where: { profileId } }))?.status === 'approved',
    )

    // Exactly once: once nothing is pending anywhere, one notification per event, each from its own event.
    await consumersIdle()
    const notes = await notifications(userId)
    expect(notes.map((n) => n.title)).toEqual([
      'Welcome to Cosign Marketplace!',
      expect.stringMatching(/payment/i),
      'Profile Approved',
    ])
    expect(new Set(notes.map((n) => n.sourceEventId)).size).toBe(3)
    expect(await apps.matching.prisma.matchingSession.count()).toBe(0)
    expect(await apps.payments.prisma.payment.count({ where: { userId } })).toBe(1)
  }, 150_000)
})
