// Integration-test harness: a fresh schema, stream and subject prefix per run (testRunNames), the real
// payments app on PostgreSQL and NATS, and the local PayPal-compatible server in-process on a random port.
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { applyMigrations, cleanupTestRun, EventBus, testRunNames, signedInClaims } from '@cosign/service-kit'
import type { DomainEvents, EventEnvelope, EventType, Role } from '@cosign/api'
import { buildApp as buildPayPal, sharedWebhookKeyFile } from '@cosign/paypal-local'
import { buildApp } from '../src/app.js'
import { readConfig, type PaymentsConfig } from '../src/config.js'
import { ensureDefaultServices } from '../src/domain/ensure-default-services.js'

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')

export const PAYPAL_CLIENT = { id: 'itest-client-id', secret: 'itest-client-secret-0123' }
export const WEBHOOK_ID = 'itest-webhook-id'
export const PUBLIC_ORIGIN = 'http://app.test'

export interface Harness {
  names: ReturnType<typeof testRunNames>
  app: FastifyInstance
  paypal: FastifyInstance
  config: PaymentsConfig
  bus: EventBus
  close(): Promise<void>
}

export async function startHarness(options: { listen?: boolean } = {}): Promise<Harness> {
  const names = testRunNames('payments')
  const paypal = await buildPayPal({
    clientId: PAYPAL_CLIENT.id,
    clientSecret: PAYPAL_CLIENT.secret,
    webhookId: WEBHOOK_ID,
    webhookRetryDelaysMs: [100, 300],
    keyFile: sharedWebhookKeyFile(),
  })
  await paypal.listen({ port: 0, host: '127.0.0.1' })
  const config = readConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    DATABASE_URL: names.databaseUrl,
    NATS_URL: names.natsUrl,
    DB_SCHEMA: names.schema,
    EVENT_STREAM: names.eventStream,
    EVENT_SUBJECT_PREFIX: names.subjectPrefix,
    PAYPAL_BASE_URL: paypal.paypal.apiBaseUrl(),
    PAYPAL_WEB_URL: paypal.paypal.webBaseUrl(),
    PAYPAL_CLIENT_ID: PAYPAL_CLIENT.id,
    PAYPAL_CLIENT_SECRET: PAYPAL_CLIENT.secret,
    PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
    PUBLIC_ORIGIN,
    RECONCILE_INTERVAL_MS: '0',
    // Longer than production's 2 s: a late announcement must beat it on a loaded machine (checkout-rules).
    PROFILE_ANNOUNCEMENT_WAIT_MS: '6000',
  })
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  const app = await buildApp(config)
  await ensureDefaultServices(app.prisma)
  if (options.listen) await app.listen({ port: 0, host: '127.0.0.1' })
  const bus = await app.events.connected
  return {
    names,
    app,
    paypal,
    config,
    bus,
    async close() {
      await app.close()
      await paypal.close()
      await cleanupTestRun(names)
    },
  }
}

export function bearer(
  app: FastifyInstance,
  role: Role,
  sub: string = randomUUID(),
  email = `${sub.slice(0, 8)}@users.test`,
  emailVerified = true,
): string {
  // A confirmed account's token, as auth signs it (paying needs `email_verified`; admins passed the second factor).
  return `Bearer ${app.jwt.sign(signedInClaims({ sub, email, role, email_verified: emailVerified }))}`
}
export interface TestUser {
  id: string
  email: string
  auth: string
}
export function user(app: FastifyInstance, role: Role): TestUser {
  const id = randomUUID()
  const email = `${role.toLowerCase()}-${id.slice(0, 8)}@users.test`
  return { id, email, auth: bearer(app, role, id, email) }
}

/** Acts like the browser on PayPal's page: loads it, reads the form and submits it with the chosen button. */
export async function clickOnPayPal(
  approvalUrl: string,
  button: 'approve' | 'cancel' = 'approve',
): Promise<URL> {
  const page = await fetch(approvalUrl)
  if (page.status !== 200) throw new Error(`approval page answered ${page.status}`)
  const html = await page.text()
  const form = /<form[^>]*method="post"[^>]*action="([^"]+)"[^>]*>([\s\S]*?)<\/form>/i.exec(html)
  if (!form) throw new Error('no form on the approval page')
  const fields = new URLSearchParams()
  for (const [, name, value] of form[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    fields.set(name, value)
  if (!new RegExp(`<button type="submit" name="action" value="${button}">`).test(form[2]))
    throw new Error(`no ${button} button`)
  fields.set('action', button)
  const submitted = await fetch(new URL(form[1], approvalUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: fields.toString(),
    redirect: 'manual',
  })
  if (submitted.status !== 303) throw new Error(`form submit answered ${submitted.status}`)
  return new URL(submitted.headers.get('location') as string)
}

/** The /success page's call: the query parameters PayPal put on the return URL, posted to /verify. */
export function verifyFromReturnUrl(app: FastifyInstance, auth: string, returnUrl: URL) {
  const q = returnUrl.searchParams
  return app.inject({
    method: 'POST',
    url: '/verify',
    headers: { authorization: auth },
    payload: {
      token: q.get('token'),
      payerId: q.get('PayerID'),
      contractId: q.get('contractId'),
      paymentType: q.get('paymentType'),
    },
  })
}

export async function checkout(app: FastifyInstance, auth: string, body: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/checkout',
    headers: { authorization: auth },
    payload: body,
  })
  if (res.statusCode !== 201) throw new Error(`checkout answered ${res.statusCode}: ${res.body}`)
  return res.json() as { paymentId: string; orderId: string; approvalUrl: string; amountCents: number }
}

/** Checkout, approve on PayPal's page, verify: a completed payment. */
export async function pay(app: FastifyInstance, auth: string, body: Record<string, unknown>) {
  const started = await checkout(app, auth, body)
  const back = await clickOnPayPal(started.approvalUrl)
  const verified = await verifyFromReturnUrl(app, auth, back)
  if (verified.statusCode !== 200) throw new Error(`verify answered ${verified.statusCode}: ${verified.body}`)
  return { ...started, payment: verified.json().payment }
}

/** Publishes a domain event the way another service's outbox relay would. */
export async function publish<T extends EventType>(
  h: Harness,
  type: T,
  data: DomainEvents[T],
): Promise<void> {
  await h.bus.publish({ id: randomUUID(), type, occurredAt: new Date().toISOString(), data } as EventEnvelope)
}

export async function waitFor<T>(
  probe: () => Promise<T | null | undefined | false>,
  what: string,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const value = await probe()
    if (value) return value
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

/** Every event of a type on the run's stream (after the outbox relay published what is committed). */
export async function eventsOnStream<T extends EventType>(h: Harness, type: T): Promise<EventEnvelope<T>[]> {
  await h.app.events.flush()
  const jsm = await h.bus.js.jetstreamManager()
  const info = await jsm.streams.info(h.names.eventStream)
  const subject = `${h.names.subjectPrefix}.${type}`
  const events: EventEnvelope<T>[] = []
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq++) {
    const msg = await jsm.streams.getMessage(h.names.eventStream, { seq }).catch(() => null)
    if (msg?.subject === subject) events.push(msg.json<EventEnvelope<T>>())
  }
  return events
}

/** Waits until the outbox has published everything (no unpublished rows left). */
export async function outboxDrained(h: Harness): Promise<void> {
  await waitFor(async () => {
    await h.app.events.flush()
    return (await h.app.prisma.outboxEvent.count({ where: { publishedAt: null } })) === 0
  }, 'outbox drained')
}

/** The terms of a fully signed contract between two test users, paid in full to the cosigner's payout email. */
export function fullySignedTerms(
  renter: TestUser,
  cosigner: TestUser,
  feeCents: number,
  extra: Partial<DomainEvents['contract.fully_signed']> = {},
): DomainEvents['contract.fully_signed'] {
  return {
    contractId: randomUUID(),
    renterId: renter.id,
    cosignerId: cosigner.id,
    feeCents,
    cosignerPaypalEmail: `payout-${cosigner.id.slice(0, 8)}@paypal.test`,
    feeOption: 'full',
    totalFeeCents: feeCents,
    ...extra,
  }
}

/**
 * A fully signed contract known here. Unless `payeeConfirmed` is false, its cosigner also confirmed the PayPal
 * email the contract pays (auth's user.paypal_verified, issue 27), as a cosigner does before being paid.
 */
export async function contractReady(
  h: Harness,
  terms: DomainEvents['contract.fully_signed'],
  { payeeConfirmed = true }: { payeeConfirmed?: boolean } = {},
): Promise<void> {
  if (payeeConfirmed) await payeeEmailConfirmed(h, terms.cosignerId, terms.cosignerPaypalEmail)
  await publish(h, 'contract.fully_signed', terms)
  await waitFor(
    () => h.app.prisma.contractTerms.findUnique({ where: { contractId: terms.contractId } }),
    'contract terms',
  )
}

/**
 * A cosigner profile the matching service announced: the owner's account (`user.registered`) and the
 * profile's review events up to `status`. Resolves once the payments service has applied them.
 */
export async function announcedProfile(
  h: Harness,
  status: 'pending_review' | 'approved' | 'rejected' = 'approved',
  owner: TestUser = user(h.app, 'COSIGNER'),
  profileId: string = randomUUID(),
): Promise<{ owner: TestUser; profileId: string }> {
  await publish(h, 'user.registered', {
    userId: owner.id,
    email: owner.email,
    firstName: 'Lena',
    lastName: 'Listed',
    role: 'COSIGNER',
  })
  await publish(h, 'cosigner_profile.submitted', { profileId, userId: owner.id })
  if (status === 'approved') await publish(h, 'cosigner_profile.approved', { profileId, userId: owner.id })
  if (status === 'rejected')
    await publish(h, 'cosigner_profile.rejected', { profileId, userId: owner.id, reason: 'Incomplete' })
  await waitFor(
    async () =>
      (await h.app.prisma.profileOwner.count({ where: { profileId, status } })) === 1 &&
      (await h.app.prisma.userAccount.count({ where: { userId: owner.id, role: 'COSIGNER' } })) === 1 &&
      (await h.app.prisma.userDirectory.count({ where: { userId: owner.id } })) === 1,
    `profile ${status}`,
  )
  return { owner, profileId }
}

/**
 * A cosigner profile draft the matching service announced (cosigner_profile.saved, awaiting_payment): what a
 * profile_creation checkout pays for. Resolves once the payments service has applied it.
 */
export async function announcedDraft(
  h: Harness,
  owner: TestUser = user(h.app, 'COSIGNER'),
  profileId: string = randomUUID(),
): Promise<{ owner: TestUser; profileId: string }> {
  await publish(h, 'cosigner_profile.saved', { profileId, userId: owner.id, status: 'awaiting_payment' })
  await waitFor(
    () => h.app.prisma.profileOwner.findUnique({ where: { profileId } }),
    `draft ${profileId} announced`,
  )
  return { owner, profileId }
}

/** How many orders the local PayPal server holds (a refused checkout must not add one). */
export const paypalOrderCount = (h: Harness) => h.paypal.paypal.store.orders.size

/** Auth's user.paypal_verified for the pair (issue 27), once applied here. */
export async function payeeEmailConfirmed(h: Harness, userId: string, paypalEmail: string): Promise<void> {
  await publish(h, 'user.paypal_verified', { userId, paypalEmail, verifiedAt: new Date().toISOString() })
  await waitFor(
    () => h.app.prisma.confirmedPayoutEmail.findFirst({ where: { userId, paypalEmail: paypalEmail.toLowerCase() } }),
    'payout email confirmed',
  )
}
