// Integration-test harness: a fresh schema, stream and subject prefix per test file (testRunNames), the real
// app on PostgreSQL and NATS; other services' events are fed through the consumer's handler.
import { createHash, randomUUID } from 'node:crypto'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type { FastifyInstance } from 'fastify'
import {
  canonicalTerms,
  signedTermsOf,
  type ContractTermsInput,
  type DomainEvents,
  type EventEnvelope,
  type EventType,
  type Role,
} from '@cosign/api'
import { applyMigrations, cleanupTestRun, testRunNames, signedInClaims } from '@cosign/service-kit'
import { buildApp } from '../src/app.js'
import { readConfig } from '../src/config.js'
import type { Deps } from '../src/domain/deps.js'

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../prisma/migrations')

export interface TestUser {
  id: string
  email: string
  role: Role
  auth: { authorization: string }
}

import { pngOf, pngUrl } from './png.js'
export { pngOf, pngUrl }

/** A small valid signature PNG, as a data URL. */
export const PNG = pngUrl(pngOf(40, 16))

export async function startHarness(options: { nats?: boolean } = {}) {
  const names = testRunNames('contracts')
  await applyMigrations({ databaseUrl: names.databaseUrl, schema: names.schema, migrationsDir })
  const app: FastifyInstance = await buildApp({
    ...readConfig({ NODE_ENV: 'test' }),
    ...names,
    // A NATS address nothing listens on: the service runs and writes its outbox while the bus is down.
    natsUrl: options.nats === false ? 'nats://127.0.0.1:1' : names.natsUrl,
    logLevel: process.env.LOG_LEVEL ?? 'silent',
  })
  await app.ready()
  const deps: Deps = app.deps

  /** A confirmed account's token, as auth signs it (signing needs `email_verified`), unless told otherwise. */
  function user(role: Role, emailVerified = true): TestUser {
    const id = randomUUID()
    const email = `${role.toLowerCase()}-${id.slice(0, 8)}@users.test`
    const token = app.jwt.sign(signedInClaims({ sub: id, email, role, email_verified: emailVerified }))
    return { id, email, role, auth: { authorization: `Bearer ${token}` } }
  }

  /** Applies an event as the durable consumer would (same handler, own transaction). */
  async function feed<T extends EventType>(type: T, data: DomainEvents[T], occurredAt = new Date()): Promise<void> {
    const event = { id: randomUUID(), type, occurredAt: occurredAt.toISOString(), data } as EventEnvelope
    await app.prisma.$transaction((tx) => app.handleContractEvent(event as never, tx))
  }

  /** A cosigner with a payout email and an accepted request from a renter: what a contract is made from. */
  async function acceptedRequest(opts: { paypalEmail?: string | null } = {}) {
    const cosigner = user('COSIGNER')
    const renter = user('RENTER')
    const requestId = randomUUID()
    const profileId = randomUUID()
    const sessionPaymentId = randomUUID()
    await feed('user.registered', { userId: cosigner.id, email: cosigner.email, firstName: 'Cora', lastName: 'Signer', role: 'COSIGNER' })
    await feed('user.registered', { userId: renter.id, email: renter.email, firstName: 'Rena', lastName: 'Tenant', role: 'RENTER' })
    await feed('cosigner_profile.saved', {
      profileId,
      userId: cosigner.id,
      status: 'approved',
      paypalEmail: opts.paypalEmail === undefined ? 'cora@paypal.test' : opts.paypalEmail,
      location: 'Austin, TX',
      totalFeeCents: 120000,
      maxRentSupportCents: 150000,
    })
    await feed('match_request.accepted', {
      requestId,
      renterId: renter.id,
      cosignerId: cosigner.id,
      renterName: 'Rena Tenant',
      cosignerName: 'Cora Signer',
      monthlyRentCents: 180000,
      leaseDurationMonths: 12,
      propertyAddress: '1 Main St, Austin, TX',
      moveInDate: '2030-01-15',
      sessionPaymentId,
    })
    return { cosigner, renter, requestId, profileId, sessionPaymentId }
  }

  function termsFor(overrides: Partial<ContractTermsInput> = {}): ContractTermsInput {
    return {
      renterName: 'Rena Tenant',
      renterAddress: '1 Main St, Austin, TX',
      cosignerName: 'Cora Signer',
      cosignerAddress: 'Austin, TX',
      leaseStartDate: '2030-01-15',
      leaseEndDate: '2031-01-15',
      feeOption: 'full',
      feeCents: 120000,
      downPaymentCents: null,
      monthlyPaymentCents: null,
      propertyAddress: '12 Oak Ave, Austin, TX',
      monthlyRentCents: 150000,
      leaseTermMonths: 12,
      landlordName: 'Lana Lord',
      landlordEmail: 'lana@landlord.test',
      maxLiabilityCents: 1800000,
      ...overrides,
    }
  }

  /** The hash the browser computes from the terms it shows (the same shared functions). */
  function hashOf(
    terms: ContractTermsInput,
    parties: { renterId: string; cosignerId: string; cosignerEmail: string; cosignerPaypalEmail?: string },
  ): string {
    const signed = signedTermsOf(terms, { cosignerPaypalEmail: 'cora@paypal.test', ...parties })
    return createHash('sha256').update(canonicalTerms(signed)).digest('hex')
  }

  async function createContract(
    setup: Awaited<ReturnType<typeof acceptedRequest>>,
    overrides: Partial<ContractTermsInput> = {},
  ) {
    const terms = termsFor(overrides)
    return app.inject({
      method: 'POST',
      url: '/contracts',
      headers: { ...setup.cosigner.auth, 'user-agent': 'jest-cosigner', 'x-forwarded-for': '203.0.113.7' },
      payload: {
        matchRequestId: setup.requestId,
        terms,
        signature: {
          imagePng: PNG,
          termsHash: hashOf(terms, { renterId: setup.renter.id, cosignerId: setup.cosigner.id, cosignerEmail: setup.cosigner.email }),
        },
      },
    })
  }

  /** An accepted request and its contract (cosigner_signed). */
  async function createdContract(overrides: Partial<ContractTermsInput> = {}) {
    const setup = await acceptedRequest()
    const res = await createContract(setup, overrides)
    if (res.statusCode !== 201) throw new Error(`create answered ${res.statusCode}: ${res.body}`)
    return { ...setup, contract: res.json().contract as { id: string; termsHash: string; [k: string]: unknown } }
  }

  const sign = (u: TestUser, contractId: string, termsHash: string, imagePng = PNG) =>
    app.inject({
      method: 'POST',
      url: `/contracts/${contractId}/sign`,
      headers: { ...u.auth, 'user-agent': 'jest-renter', 'x-forwarded-for': '198.51.100.9' },
      payload: { imagePng, termsHash },
    })

  async function signedContract(overrides: Partial<ContractTermsInput> = {}) {
    const c = await createdContract(overrides)
    const res = await sign(c.renter, c.contract.id, c.contract.termsHash)
    if (res.statusCode !== 200) throw new Error(`sign answered ${res.statusCode}: ${res.body}`)
    return c
  }

  function payment(
    type: 'payment.started' | 'payment.completed' | 'payment.failed',
    purpose: 'contract_platform_fee' | 'contract_cosigner_payment' | 'contract_installment',
    subjectId: string,
    userId: string,
    amountCents = 1000,
    method: 'paypal' | 'credit' = 'paypal',
  ) {
    const data = { paymentId: randomUUID(), userId, purpose, amountCents, subjectId, metadata: null, method }
    return type === 'payment.failed' ? feed(type, { ...data, reason: 'declined' }) : feed(type, data)
  }

  const outbox = async (subjectSuffix: string) =>
    (await app.prisma.outboxEvent.findMany({ orderBy: { createdAt: 'asc' } })).filter((r) => r.subject.endsWith(`.${subjectSuffix}`))

  return {
    app,
    names,
    deps,
    user,
    feed,
    acceptedRequest,
    termsFor,
    hashOf,
    createContract,
    createdContract,
    sign,
    signedContract,
    payment,
    outbox,
    async close() {
      await app.close()
      await cleanupTestRun(names)
    },
  }
}
export type Harness = Awaited<ReturnType<typeof startHarness>>
