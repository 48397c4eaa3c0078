// Integration-test harness: a fresh schema and JetStream stream per test file, the real app built on them,
// and a real EventBus to publish the events other services would (user.*, payment.*, credit_report.*).
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance, LightMyRequestResponse } from 'fastify'
import type {
  CosignerProfileInput,
  DomainEvents,
  EventType,
  PaymentEventData,
  RenterProfileInput,
  Role,
} from '@cosign/api'
import { EventBus, applyMigrations, cleanupTestRun, testRunNames, signedInClaims } from '@cosign/service-kit'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config.js'

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')

export interface TestUser {
  id: string
  email: string
  role: Role
  token: string
  auth: { authorization: string }
}

export interface Harness {
  app: FastifyInstance
  bus: EventBus
  names: ReturnType<typeof testRunNames>
  user(role: Role, opts?: { firstName?: string; lastName?: string; register?: boolean }): Promise<TestUser>
  publish<T extends EventType>(type: T, data: DomainEvents[T]): Promise<string>
  pay(
    user: TestUser,
    purpose: PaymentEventData['purpose'],
    subjectId: string | null,
    paymentId?: string,
  ): Promise<string>
  close(): Promise<void>
}

export async function startHarness(): Promise<Harness> {
  const names = testRunNames('matching')
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  const app = await buildApp({
    ...readConfig({ ...process.env, NODE_ENV: 'test' }),
    databaseUrl: names.databaseUrl,
    natsUrl: names.natsUrl,
    schema: names.schema,
    eventStream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    logLevel: 'error',
  })
  await app.ready()
  const bus = await EventBus.connect({
    natsUrl: names.natsUrl,
    stream: names.eventStream,
    subjectPrefix: names.subjectPrefix,
    name: 'matching-test',
  })

  const publish = async <T extends EventType>(type: T, data: DomainEvents[T]) => {
    const id = randomUUID()
    await bus.publish({ id, type, occurredAt: new Date().toISOString(), data })
    return id
  }

  return {
    app,
    bus,
    names,
    async user(role, opts = {}) {
      const id = randomUUID()
      const email = `${role.toLowerCase()}-${id.slice(0, 8)}@example.test`
      if (opts.register !== false) {
        await publish('user.registered', {
          userId: id,
          email,
          firstName: opts.firstName ?? 'Test',
          lastName: opts.lastName ?? role,
          role,
        })
        await waitFor(
          async () => (await app.prisma.user.findUnique({ where: { id } })) !== null,
          `user.registered for ${email}`,
        )
      }
      const token = app.jwt.sign(signedInClaims({ sub: id, email, role }))
      return { id, email, role, token, auth: { authorization: `Bearer ${token}` } }
    },
    publish,
    async pay(user, purpose, subjectId, paymentId = randomUUID()) {
      await publish('payment.completed', {
        paymentId,
        userId: user.id,
        purpose,
        amountCents: 2500,
        subjectId,
        metadata: null,
      })
      return paymentId
    },
    async close() {
      await app.close()
      await bus.close()
      await cleanupTestRun(names)
    },
  }
}

/** Polls until `check` holds (events are asynchronous), failing with `what` after the timeout. */
export async function waitFor(
  check: () => Promise<boolean> | boolean,
  what: string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (await check()) return
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 50))
  }
}

export const BIO =
  'I have a steady income and a spotless rental history. I have cosigned before and I take it seriously: I read every lease, I keep in touch with renters and landlords, and I answer quickly. Happy to talk before you decide.'

export function cosignerForm(over: Partial<CosignerProfileInput> = {}): CosignerProfileInput {
  return {
    firstName: 'Ana',
    lastName: 'Lopez',
    location: 'Austin, TX',
    creditScore: 780,
    monthlyIncomeCents: 900_000,
    bio: BIO,
    maxRentSupportCents: 300_000,
    feeType: 'one-time',
    totalFeeCents: 150_000,
    requireUpfront: false,
    paypalEmail: 'ana.payout@example.test',
    phone: '+1 512 555 0100',
    ...over,
  }
}

export function renterForm(over: Partial<RenterProfileInput> = {}): RenterProfileInput {
  return {
    firstName: 'Ben',
    lastName: 'Cole',
    location: 'Austin, TX',
    monthlyIncomeCents: 500_000,
    employmentStatus: 'full-time',
    cosignerBudget: '1000-2000',
    moveInTimeline: 'asap',
    housingBudgetCents: 200_000,
    housingType: 'apartment',
    bio: BIO,
    phone: '+1 512 555 0199',
    ...over,
  }
}

export const json = <T = any>(res: LightMyRequestResponse): T => res.json() as T // eslint-disable-line @typescript-eslint/no-explicit-any

/** Creates a cosigner profile through the API, pays for it with an event and approves it as admin. */
export async function approvedCosigner(
  h: Harness,
  admin: TestUser,
  over: Partial<CosignerProfileInput> = {},
) {
  const user = await h.user('COSIGNER', { firstName: over.firstName, lastName: over.lastName })
  const saved = await h.app.inject({
    method: 'POST',
    url: '/profiles/cosigner',
    headers: user.auth,
    payload: cosignerForm(over),
  })
  if (saved.statusCode !== 201) throw new Error(`profile not created: ${saved.body}`)
  const { profileId } = json(saved)
  await h.pay(user, 'profile_creation', profileId)
  await waitFor(
    async () =>
      (await h.app.prisma.cosignerProfile.findUnique({ where: { id: profileId } }))?.status ===
      'pending_review',
    'profile paid',
  )
  const approved = await h.app.inject({
    method: 'POST',
    url: `/admin/profiles/${profileId}/approve`,
    headers: admin.auth,
  })
  if (approved.statusCode !== 200) throw new Error(`profile not approved: ${approved.body}`)
  return { user, profileId: profileId as string }
}

export async function renterWithProfile(h: Harness, over: Partial<RenterProfileInput> = {}) {
  const user = await h.user('RENTER', { firstName: over.firstName, lastName: over.lastName })
  const saved = await h.app.inject({
    method: 'PUT',
    url: '/profiles/renter',
    headers: user.auth,
    payload: renterForm(over),
  })
  if (saved.statusCode !== 201) throw new Error(`renter profile not saved: ${saved.body}`)
  return { user, profileId: json(saved).profile.id as string }
}
