// Builds the six services as the platform runs them (INTERNAL_TOKEN set, one JWT secret) on this run's own
// schemas and streams, and records every route each one declares, with its schema, as Fastify registers it.
import { randomBytes, randomUUID } from 'node:crypto'
import { subscribe } from 'node:diagnostics_channel'
import { mkdtemp, rm } from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type {
  FastifyInstance,
  FastifySchema,
  InjectOptions,
  LightMyRequestResponse,
  RouteOptions,
} from 'fastify'
import type { Role } from '@cosign/api'
import { applyMigrations, cleanupTestRun, INTERNAL_TOKEN_HEADER, testRunNames, signedInClaims } from '@cosign/service-kit'
import { buildApp as buildPayPal, sharedWebhookKeyFile } from '@cosign/paypal-local'
import { buildApp as buildAuth } from '../../../../services/auth/src/app.js'
import { readConfig as authConfig } from '../../../../services/auth/src/config.js'
import { buildApp as buildChat } from '../../../../services/chat/src/app.js'
import { readConfig as chatConfig } from '../../../../services/chat/src/config.js'
import { buildApp as buildContracts } from '../../../../services/contracts/src/app.js'
import { readConfig as contractsConfig } from '../../../../services/contracts/src/config.js'
import { buildApp as buildDocuments } from '../../../../services/documents/src/app.js'
import { readConfig as documentsConfig } from '../../../../services/documents/src/config.js'
import { buildApp as buildMatching } from '../../../../services/matching/src/app.js'
import { readConfig as matchingConfig } from '../../../../services/matching/src/config.js'
import { buildApp as buildPayments } from '../../../../services/payments/src/app.js'
import { readConfig as paymentsConfig } from '../../../../services/payments/src/config.js'

export const SERVICES = ['auth', 'matching', 'contracts', 'payments', 'chat', 'documents'] as const
export type Service = (typeof SERVICES)[number]

export interface DeclaredRoute {
  service: Service
  method: string
  url: string
  schema: FastifySchema | undefined
}

const servicesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../services')
const PAYPAL = {
  clientId: 'security-client',
  clientSecret: 'security-client-secret-0123',
  webhookId: 'sec-hook',
}

export interface Platform {
  apps: Record<Service, FastifyInstance>
  routes: DeclaredRoute[]
  internalToken: string
  /** A bearer token for a new user of that role (or the given id). */
  token(role: Role, userId?: string): { id: string; authorization: string }
  /** An admin's bearer token whose session did not pass the second factor (no `mfa` claim): refused on admin routes. */
  unverifiedAdminToken(): string
  /** inject as the gateway would send it: the internal token header added. */
  inject(service: Service, request: InjectOptions): Promise<LightMyRequestResponse>
  /**
   * The service's Prisma client, for fixtures. Untyped: the six services each declare `app.prisma` with their
   * own generated client, and one program cannot hold all six declarations.
   */
  db(service: Service): any // eslint-disable-line @typescript-eslint/no-explicit-any
  close(): Promise<void>
}

/** Every route Fastify registers while `build` runs, tagged with the service. */
async function collectingRoutes<T>(
  service: Service,
  sink: DeclaredRoute[],
  build: () => Promise<T>,
): Promise<T> {
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance }
    fastify.addHook('onRoute', (route: RouteOptions) => {
      // Read later: hooks added after this one (service-kit's strict query) still change the schema.
      for (const method of [route.method].flat())
        sink.push({
          service,
          method,
          url: route.url,
          get schema() {
            return route.schema
          },
        })
    })
  }
  subscribe('fastify.initialization', onInit)
  try {
    return await build()
  } finally {
    const { unsubscribe } = await import('node:diagnostics_channel')
    unsubscribe('fastify.initialization', onInit)
  }
}

export async function startPlatform(): Promise<Platform> {
  const internalToken = randomBytes(32).toString('hex')
  const env = {
    NODE_ENV: 'test',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    INTERNAL_TOKEN: internalToken,
    JWT_SECRET: randomBytes(32).toString('hex'),
  }
  const paypal = await buildPayPal({ ...PAYPAL, keyFile: sharedWebhookKeyFile() })
  await paypal.listen({ port: 0, host: '127.0.0.1' })
  const documentsDir = await mkdtemp(path.join(os.tmpdir(), 'cosign-security-documents-'))
  const names = Object.fromEntries(SERVICES.map((s) => [s, testRunNames(s)])) as Record<
    Service,
    ReturnType<typeof testRunNames>
  >
  await Promise.all(
    SERVICES.map((s) =>
      applyMigrations({
        databaseUrl: names[s].databaseUrl,
        schema: names[s].schema,
        migrationsDir: path.join(servicesDir, s, 'prisma/migrations'),
      }),
    ),
  )
  const run = (s: Service) => ({
    databaseUrl: names[s].databaseUrl,
    natsUrl: names[s].natsUrl,
    schema: names[s].schema,
    eventStream: names[s].eventStream,
    subjectPrefix: names[s].subjectPrefix,
  })
  const routes: DeclaredRoute[] = []
  const apps = {} as Record<Service, FastifyInstance>
  apps.auth = await collectingRoutes('auth', routes, () => buildAuth({ ...authConfig(env), ...run('auth') }))
  apps.matching = await collectingRoutes('matching', routes, () =>
    buildMatching({ ...matchingConfig(env), ...run('matching') }),
  )
  apps.contracts = await collectingRoutes('contracts', routes, () =>
    buildContracts({ ...contractsConfig(env), ...run('contracts') }),
  )
  apps.payments = await collectingRoutes('payments', routes, () =>
    buildPayments({
      ...paymentsConfig({
        ...env,
        PAYPAL_BASE_URL: paypal.paypal.apiBaseUrl(),
        PAYPAL_WEB_URL: paypal.paypal.webBaseUrl(),
        PAYPAL_CLIENT_ID: PAYPAL.clientId,
        PAYPAL_CLIENT_SECRET: PAYPAL.clientSecret,
        PAYPAL_WEBHOOK_ID: PAYPAL.webhookId,
        RECONCILE_INTERVAL_MS: '0',
      }),
      ...run('payments'),
    }),
  )
  apps.chat = await collectingRoutes('chat', routes, () => buildChat({ ...chatConfig(env), ...run('chat') }))
  apps.documents = await collectingRoutes('documents', routes, () =>
    buildDocuments({ ...documentsConfig({ ...env, DOCUMENTS_DIR: documentsDir }), ...run('documents') }),
  )
  await Promise.all(SERVICES.map((s) => apps[s].ready()))

  return {
    apps,
    routes,
    internalToken,
    token(role, userId = randomUUID()) {
      const email = `${role.toLowerCase()}-${userId.slice(0, 8)}@security.test`
      return { id: userId, authorization: `Bearer ${apps.auth.jwt.sign(signedInClaims({ sub: userId, email, role, email_verified: true }))}` }
    },
    unverifiedAdminToken() {
      const sub = randomUUID()
      return `Bearer ${apps.auth.jwt.sign({ sub, email: `admin-${sub.slice(0, 8)}@security.test`, role: 'ADMIN' })}`
    },
    db(service) {
      return (apps[service] as unknown as { prisma: unknown }).prisma
    },
    inject(service, request) {
      return apps[service].inject({
        ...request,
        headers: { ...request.headers, [INTERNAL_TOKEN_HEADER]: internalToken },
      })
    },
    async close() {
      for (const s of SERVICES) await apps[s].close().catch(() => undefined)
      await paypal.close()
      for (const s of SERVICES) await cleanupTestRun(names[s]).catch(() => undefined)
      await rm(documentsDir, { recursive: true, force: true })
    },
  }
}
