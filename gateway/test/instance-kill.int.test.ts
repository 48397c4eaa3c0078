// Killing one instance of a service under load (issue 12). Two contracts, two payments and two chat instances run as
// processes of their own behind the platform's HAProxy configuration (scripts/platform.mjs with REPLICAS=2), a
// gateway in front of it. Cosigners create contracts and renters sign them in a steady stream while one instance
// of each service is killed (SIGKILL). Every request a client got a 2xx for has its effect exactly once (rows,
// events in the stream, the payments service's copy of each signed contract), a write retried after a lost
// answer is not doubled, and no read fails: HAProxy replays a read that died with its instance on the other one,
// never a write (checked on its own with stand-in instances). Then renters and cosigners send chat messages in a
// steady stream while a chat instance is killed: each acknowledged message is stored once, in seq order.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { createHash, randomBytes, randomInt, randomUUID } from 'node:crypto'
import { existsSync } from 'node:fs'
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'
import { applyMigrations, cleanupTestRun, EventBus, testRunNames, signedInClaims } from '@cosign/service-kit'
import { API_ENDPOINTS, canonicalTerms, signedTermsOf, type ContractDto, type ContractTermsInput } from '@cosign/api'
import { buildApp } from '../src/app.js'
import { readConfig, type GatewayConfig } from '../src/config.js'
import { anyPathRouteTable } from './helpers/upstreams.js'
import { haproxyServerUp, sleep, spawnServer, testRunEnv, STARTUP_TIMEOUT_MS, until, untilServing } from './helpers/processes.js'
import { pngOf, pngUrl } from '../../services/contracts/test/png.js'

const here = path.dirname(fileURLToPath(import.meta.url))
const root = path.resolve(here, '../..')
const HAPROXY = process.env.HAPROXY_BIN ?? '/usr/sbin/haproxy'
const names = testRunNames('kill')
const schemas = { contracts: `${names.schema}_contracts`, payments: `${names.schema}_payments`, chat: `${names.schema}_chat` }
const INTERNAL_TOKEN = randomBytes(32).toString('hex')
const JWT_SECRET = randomBytes(32).toString('hex')
// Below the kernel's ephemeral range (32768+), away from the platforms the test command starts (offsets 0, 500)
// and from the edge test's range (10 000-11 950).
const PORT_OFFSET = 12_000 + randomInt(0, 40) * 50
const PAIRS = 24
const WORKERS = 6

interface Platform {
  SERVICES: Array<{ name: string; port: number }>
  instancePorts(port: number, replicas?: number): number[]
  edgeSocketFile(): string
  writeEdgeFiles(env: NodeJS.ProcessEnv): string
}
let platform: Platform
let edge: ChildProcess | undefined
let gateway: FastifyInstance
let bus: EventBus
let shellDir: string
const instances = new Map<string, ChildProcess>()
const stubs: Server[] = []

const describeWithHaproxy = existsSync(HAPROXY) ? describe : describe.skip
const servicePort = (name: string) => platform.SERVICES.find((s) => s.name === name)!.port

const serverUp = (backend: string, server: string) => haproxyServerUp(platform.edgeSocketFile(), backend, server)

/** The service's instance `k` (0-based) as a process of its own, as run-platform starts it. */
async function startInstance(service: 'contracts' | 'payments' | 'chat', k: number): Promise<void> {
  const port = platform.instancePorts(servicePort(service), 2)[k]
  const child = spawnServer(`services/${service}`, {
    ...testRunEnv(names, { JWT_SECRET, INTERNAL_TOKEN }),
    PORT: String(port),
    DB_SCHEMA: schemas[service],
    CHAT_RATE_LIMIT_PER_MINUTE: '100000',
  })
  instances.set(`${service}${k + 1}`, child)
  await untilServing(`${service} #${k + 1}`, `http://127.0.0.1:${port}/readyz`, child)
}

/** Kills an instance the hard way (no graceful shutdown, no answer to what it holds); resolves once it is gone. */
async function kill(name: string): Promise<NodeJS.Signals | null> {
  const child = instances.get(name)!
  const exited = new Promise<NodeJS.Signals | null>((resolve) => child.once('exit', (_code, signal) => resolve(signal)))
  child.kill('SIGKILL')
  return exited
}

function psql(sql: string): string[] {
  const out = execFileSync('psql', [names.databaseUrl, '-Atc', sql], { encoding: 'utf8' })
  return out.split('\n').filter(Boolean)
}

/** JetStream's API over the plain connection (the gateway does not depend on the JetStream client). */
async function jetStream<T>(api: string, body: object = {}): Promise<T> {
  return (await bus.nc.request(`$JS.API.${api}`, JSON.stringify(body), { timeout: 5000 })).json<T>()
}

/** Every event of `type` in the run's stream (each stored message, duplicates included). */
async function streamEvents(type: string): Promise<Array<{ id: string; data: { contractId: string } }>> {
  const info = await jetStream<{ state: { first_seq: number; last_seq: number } }>(`STREAM.INFO.${names.eventStream}`)
  const found: Array<{ id: string; data: { contractId: string } }> = []
  for (let seq = info.state.first_seq; seq <= info.state.last_seq; seq++) {
    const { message } = await jetStream<{ message?: { subject: string; data: string } }>(`STREAM.MSG.GET.${names.eventStream}`, { seq })
    if (message?.subject === `${names.subjectPrefix}.${type}`) found.push(JSON.parse(Buffer.from(message.data, 'base64').toString('utf8')))
  }
  return found
}

// ---- people and the client -----------------------------------------------------------------------------------

/** A real signature PNG within the bounds the contracts service enforces (its tests' generator). */
const PNG = pngUrl(pngOf(40, 16))

interface Person {
  id: string
  email: string
  token: string
}
function person(role: 'RENTER' | 'COSIGNER'): Person {
  const id = randomUUID()
  const email = `${role.toLowerCase()}-${id.slice(0, 8)}@users.test`
  // A confirmed address, as auth signs it: the people of this test sign and pay.
  return { id, email, token: gateway.jwt.sign(signedInClaims({ sub: id, email, role, email_verified: true })) }
}

interface Answer {
  status: number
  json: { contract?: ContractDto; items?: ContractDto[]; error?: { code: string } }
}
/** One attempt; a connection the gateway dropped counts as status 0. */
async function call(who: Person, method: 'GET' | 'POST', url: string, body?: object): Promise<Answer> {
  const { port } = gateway.server.address() as AddressInfo
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
      method,
      headers: { authorization: `Bearer ${who.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    })
    // A body cut off when its instance died (the status line had already come) is an unknown outcome too: the
    // read throws and lands in the catch below, rather than passing as an answer with nothing in it.
    const text = await res.text()
    let json: Answer['json'] = {}
    try {
      json = text ? (JSON.parse(text) as Answer['json']) : {}
    } catch {
      // not JSON (a balancer's page): the status says what happened
    }
    return { status: res.status, json }
  } catch {
    return { status: 0, json: {} }
  }
}
/** What a client does not know the outcome of: no answer, or the balancer's / gateway's "instance gone". */
const unknownOutcome = (status: number) => status === 0 || status === 502 || status === 503 || status === 504

const stats = { retried: 0, resolvedByLookup: 0, readFailures: [] as number[] }

/** A lookup after an unknown outcome is a read like any other: retried while the instance is gone. */
async function lookUp(who: Person, url: string): Promise<Answer> {
  for (;;) {
    const res = await call(who, 'GET', url)
    if (!unknownOutcome(res.status)) return res
    stats.retried++
    await sleep(50)
  }
}

/**
 * A cosigner's contract creation as the web client makes it reliable: an unknown outcome is retried with the
 * same body; a 409 "already exists" after such a retry means the first attempt took effect: look it up.
 */
async function createContract(pair: Pair): Promise<{ contract: ContractDto; acknowledged: boolean }> {
  const terms: ContractTermsInput = {
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
    propertyAddress: '1 Main St, Austin, TX',
    monthlyRentCents: 150000,
    leaseTermMonths: 12,
    landlordName: null,
    landlordEmail: null,
    maxLiabilityCents: 1800000,
  }
  const signed = signedTermsOf(terms, {
    renterId: pair.renter.id,
    cosignerId: pair.cosigner.id,
    cosignerEmail: pair.cosigner.email,
    cosignerPaypalEmail: 'cora@paypal.test',
  })
  const termsHash = createHash('sha256').update(canonicalTerms(signed)).digest('hex')
  const body = { matchRequestId: pair.requestId, terms, signature: { imagePng: PNG, termsHash } }
  for (let attempt = 0; ; attempt++) {
    const res = await call(pair.cosigner, 'POST', '/contracts/contracts', body)
    if (res.status === 201) return { contract: res.json.contract!, acknowledged: true }
    if (attempt > 0 && res.status === 409 && res.json.error?.code === 'CONTRACT_EXISTS') {
      stats.resolvedByLookup++
      // The list carries summaries (no matchRequestId): the pair's contracts are read whole to find the request's.
      const list = await lookUp(pair.cosigner, '/contracts/contracts')
      const ofPair = (list.json.items ?? []).filter((c) => c.renterId === pair.renter.id)
      const details = await Promise.all(ofPair.map((c) => lookUp(pair.cosigner, `/contracts/contracts/${c.id}`)))
      const contract = details.map((d) => d.json.contract).find((c) => c?.matchRequestId === pair.requestId)
      if (!contract)
        throw new Error(`409 CONTRACT_EXISTS, yet the cosigner's list (${list.status}) has no contract for the request: ${JSON.stringify(list.json).slice(0, 500)}`)
      return { contract, acknowledged: false }
    }
    if (!unknownOutcome(res.status)) throw new Error(`create answered ${res.status}: ${JSON.stringify(res.json)}`)
    stats.retried++
    await sleep(50)
  }
}

/** The renter's signature, retried the same way; a 409 after a retry means the first attempt signed. */
async function sign(pair: Pair, contract: ContractDto): Promise<boolean> {
  for (let attempt = 0; ; attempt++) {
    const res = await call(pair.renter, 'POST', `/contracts/contracts/${contract.id}/sign`, { imagePng: PNG, termsHash: contract.termsHash })
    if (res.status === 200) return true
    if (attempt > 0 && res.status === 409) {
      stats.resolvedByLookup++
      const now = await lookUp(pair.renter, `/contracts/contracts/${contract.id}`)
      if (now.json.contract?.status !== 'fully_signed') throw new Error(`409 after a retry, contract ${now.json.contract?.status}`)
      return false
    }
    if (!unknownOutcome(res.status)) throw new Error(`sign answered ${res.status}: ${JSON.stringify(res.json)}`)
    stats.retried++
    await sleep(50)
  }
}

interface Pair {
  cosigner: Person
  renter: Person
  requestId: string
}

/** A cosigner with a payout email and a renter whose request they accepted, announced as the services would. */
async function acceptedPair(): Promise<Pair> {
  const cosigner = person('COSIGNER')
  const renter = person('RENTER')
  const requestId = randomUUID()
  const event = (type: string, data: object) => bus.publish({ id: randomUUID(), type, occurredAt: new Date().toISOString(), data } as never)
  await event('user.registered', { userId: cosigner.id, email: cosigner.email, firstName: 'Cora', lastName: 'Signer', role: 'COSIGNER' })
  await event('user.registered', { userId: renter.id, email: renter.email, firstName: 'Rena', lastName: 'Tenant', role: 'RENTER' })
  await event('cosigner_profile.saved', { profileId: randomUUID(), userId: cosigner.id, status: 'approved', paypalEmail: 'cora@paypal.test', location: 'Austin, TX' })
  await event('match_request.accepted', {
    requestId,
    renterId: renter.id,
    cosignerId: cosigner.id,
    renterName: 'Rena Tenant',
    cosignerName: 'Cora Signer',
    monthlyRentCents: 180000,
    leaseDurationMonths: 12,
    propertyAddress: '1 Main St, Austin, TX',
    moveInDate: '2030-01-15',
  })
  return { cosigner, renter, requestId }
}

// ---- set-up ----------------------------------------------------------------------------------------------------

describeWithHaproxy('one instance killed under load', () => {
  beforeAll(async () => {
    process.env.PORT_OFFSET = String(PORT_OFFSET)
    process.env.REPLICAS = '2'
    platform = (await import(pathToFileURL(path.join(root, 'scripts/platform.mjs')).href)) as Platform
    for (const service of ['contracts', 'payments', 'chat'] as const)
      await applyMigrations({
        databaseUrl: names.databaseUrl,
        schema: schemas[service],
        migrationsDir: path.join(root, 'services', service, 'prisma/migrations'),
      })
    bus = await EventBus.connect({ natsUrl: names.natsUrl, stream: names.eventStream, subjectPrefix: names.subjectPrefix, name: 'instance-kill-test' })
    // One at a time: the first instance creates the durable consumers the second then shares.
    for (const service of ['contracts', 'payments', 'chat'] as const) for (const k of [0, 1]) await startInstance(service, k)

    // Stand-ins for the two documents instances, for the balancer's own retry rules.
    for (const port of platform.instancePorts(servicePort('documents'), 2)) stubs.push(await startStandIn(port))

    // The documents stand-ins share this test's process: a stall of the whole process (a saturated machine) must
    // not take them out of rotation. A killed instance still refuses its check at once.
    const configFile = platform.writeEdgeFiles({ ...process.env, EDGE_CHECK_TIMEOUT: '60s', PUBLIC_ORIGIN: 'http://127.0.0.1' })
    edge = spawn(HAPROXY, ['-db', '-f', configFile], { env: { ...process.env, INTERNAL_TOKEN }, stdio: 'ignore' })
    for (const [backend, server] of [['contracts', 'contracts1'], ['contracts', 'contracts2'], ['payments', 'payments1'], ['payments', 'payments2'], ['chat', 'chat1'], ['chat', 'chat2'], ['documents', 'documents1'], ['documents', 'documents2']])
      await until(`${server} in rotation`, () => serverUp(backend, server))

    shellDir = await mkdtemp(path.join(tmpdir(), 'gateway-shell-'))
    await writeFile(path.join(shellDir, 'index.html'), '<!doctype html><html><body>shell</body></html>')
    const config = readConfig({ NODE_ENV: 'test', INTERNAL_TOKEN, JWT_SECRET })
    const upstream = (name: string) => `http://127.0.0.1:${servicePort(name)}`
    // The real route table, but documents' stand-ins answer any path (/die, /die-once): everything under it is forwarded.
    gateway = await buildApp(
      {
        ...config,
        services: { ...config.services, contracts: upstream('contracts'), payments: upstream('payments'), chat: upstream('chat'), documents: upstream('documents') },
        shellDir,
      } satisfies GatewayConfig,
      { ...API_ENDPOINTS, documents: anyPathRouteTable().documents },
    )
    await gateway.listen({ port: 0, host: '127.0.0.1' })
  }, 2 * STARTUP_TIMEOUT_MS)

  afterAll(async () => {
    await gateway?.close()
    edge?.kill()
    for (const child of instances.values()) if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM')
    for (const server of stubs) await new Promise((r) => server.close(r))
    await bus?.close()
    await cleanupTestRun(names, Object.values(schemas))
    if (shellDir) await rm(shellDir, { recursive: true, force: true })
  }, 30_000)

  test('every acknowledged write takes effect once, retried writes are not doubled, no read fails', async () => {
    const pairs = await Promise.all(Array.from({ length: PAIRS }, () => acceptedPair()))
    // The contracts service knows every accepted request (its consumer, on either instance).
    await until('the accepted requests', async () => {
      const drafts = await Promise.all(pairs.map((p) => call(p.cosigner, 'GET', `/contracts/contracts/new?matchRequestId=${p.requestId}`)))
      return drafts.every((d) => d.status === 200)
    })

    const results: Array<{ pair: Pair; contract: ContractDto; created: boolean; signed: boolean }> = []
    let started = 0
    let killed: Promise<Array<NodeJS.Signals | null>> | null = null
    const worker = async () => {
      for (let i = started++; i < PAIRS; i = started++) {
        // Mid-stream, with requests in flight on both instances of both services.
        if (i === Math.floor(PAIRS / 3) && !killed) killed = Promise.all([kill('contracts1'), kill('payments1')])
        const pair = pairs[i]
        const { contract, acknowledged } = await createContract(pair)
        const signed = await sign(pair, contract)
        // Reads are never retried by this client: the balancer replays one that died with its instance.
        const read = await call(pair.renter, 'GET', `/contracts/contracts/${contract.id}`)
        if (read.status !== 200) stats.readFailures.push(read.status)
        results.push({ pair, contract, created: acknowledged, signed })
      }
    }
    await Promise.all(Array.from({ length: WORKERS }, worker))
    expect(await killed).toEqual(['SIGKILL', 'SIGKILL'])
    expect(stats.readFailures).toEqual([])
    expect(results).toHaveLength(PAIRS)

    // Rows: one contract per request, each with the cosigner's and the renter's signature, once.
    const ours = results.map((r) => `'${r.contract.id}'`).join(',')
    const requests = pairs.map((p) => `'${p.requestId}'`).join(',')
    expect(psql(`SELECT match_request_id FROM "${schemas.contracts}".contracts WHERE match_request_id IN (${requests})`)).toHaveLength(PAIRS)
    expect(psql(`SELECT status, count(*) FROM "${schemas.contracts}".contracts GROUP BY status`)).toEqual([`fully_signed|${PAIRS}`])
    expect(psql(`SELECT role, count(*) FROM "${schemas.contracts}".contract_signatures WHERE contract_id IN (${ours}) GROUP BY role ORDER BY role`)).toEqual([
      `cosigner|${PAIRS}`,
      `renter|${PAIRS}`,
    ])

    // Events: each contract announced once per change, even where the instance that wrote its outbox row died
    // before relaying it (the other instance's relay publishes it; the stream drops a second copy by id).
    const contractIds = new Set(results.map((r) => r.contract.id))
    const countsOf = async (type: string) => {
      const events = (await streamEvents(type)).filter((e) => contractIds.has(e.data.contractId))
      return { events, perContract: new Set(events.map((e) => e.data.contractId)).size }
    }
    const created = await until('every contract.created', async () => {
      const c = await countsOf('contract.created')
      return c.perContract === PAIRS && c
    })
    const fullySigned = await until('every contract.fully_signed', async () => {
      const c = await countsOf('contract.fully_signed')
      return c.perContract === PAIRS && c
    })
    expect(created.events).toHaveLength(PAIRS)
    expect(fullySigned.events).toHaveLength(PAIRS)

    // Downstream: the payments service (one instance killed meanwhile) applied each signed contract once. What the
    // killed instance had taken but not acknowledged comes back after the consumer's ack wait (30 s).
    const signedEvents = fullySigned.events.map((e) => `'${e.id}'`).join(',')
    await until(
      'the payments service to hold every signed contract',
      async () => psql(`SELECT count(*) FROM "${schemas.payments}".contract_terms WHERE contract_id IN (${ours})`)[0] === String(PAIRS),
      60_000,
    )
    expect(psql(`SELECT consumer, count(*) FROM "${schemas.payments}".processed_events WHERE event_id IN (${signedEvents}) GROUP BY consumer`)).toEqual([
      `${'payments-directory'}|${PAIRS}`,
    ])
  }, 180_000)

  test('a chat instance killed while messages stream in: every acknowledged message is stored once, in seq order, and retried sends are not doubled', async () => {
    const CONVERSATIONS = 12
    const PER_CONVERSATION = 12
    const conversations = Array.from({ length: CONVERSATIONS }, () => ({ id: randomUUID(), renter: person('RENTER'), cosigner: person('COSIGNER') }))
    const chat = `"${schemas.chat}"`
    psql(`INSERT INTO ${chat}.chat_users (user_id, first_name, last_name, role) VALUES ${conversations
      .flatMap((c) => [`('${c.renter.id}', 'Rena', 'Tenant', 'RENTER')`, `('${c.cosigner.id}', 'Cora', 'Signer', 'COSIGNER')`])
      .join(', ')}`)
    psql(`INSERT INTO ${chat}.conversations (id, renter_id, cosigner_id, opened_via) VALUES ${conversations
      .map((c) => `('${c.id}', '${c.renter.id}', '${c.cosigner.id}', 'match_request')`)
      .join(', ')}`)

    // As the web client sends: one id per message for every attempt; an unknown outcome is sent again.
    const sendOne = async (conversationId: string, who: Person, text: string) => {
      const body = { id: randomUUID(), message: text }
      for (;;) {
        const res = await call(who, 'POST', `/chat/conversations/${conversationId}/messages`, body)
        if (res.status === 201) return body.id
        if (!unknownOutcome(res.status)) throw new Error(`send answered ${res.status}: ${JSON.stringify(res.json)}`)
        stats.retried++
        await sleep(50)
      }
    }
    let sent = 0
    let killed: Promise<NodeJS.Signals | null> | null = null
    const acknowledged = await Promise.all(
      conversations.map(async (c) => {
        const ids: string[] = []
        for (let k = 0; k < PER_CONVERSATION; k++) {
          // Mid-stream, with sends in flight on both instances.
          if (++sent === Math.floor((CONVERSATIONS * PER_CONVERSATION) / 3) && !killed) killed = kill('chat1')
          ids.push(await sendOne(c.id, k % 2 ? c.cosigner : c.renter, `message ${k}`))
        }
        return ids
      }),
    )
    expect(await killed).toBe('SIGKILL')

    // Each conversation holds exactly the acknowledged messages, once each, seqs 1..n in the order they were sent.
    for (const [k, c] of conversations.entries()) {
      const rows = psql(`SELECT id || '|' || seq FROM ${chat}.chat_messages WHERE conversation_id = '${c.id}' ORDER BY seq`)
      expect(rows).toEqual(acknowledged[k].map((id, n) => `${id}|${n + 1}`))
    }
  }, 120_000)

  // ---- the balancer's retry rules, on stand-in instances ---------------------------------------------------

  test('a read that dies with its instance is answered by the other one; a write that reached one is not replayed', async () => {
    const [first, second] = stubs as Array<Server & { hits: string[] }>
    first.hits.length = 0
    second.hits.length = 0
    const someone = person('RENTER')
    // The stand-ins answer health checks from this test's process: after the load above on a busy machine they
    // may be out of rotation for a few seconds (three missed checks), which is not what this test is about.
    for (const server of ['documents1', 'documents2']) await until(`${server} in rotation`, () => serverUp('documents', server))
    // Each instance drops whatever reaches it on the /die path without answering; the other path answers.
    const answers: number[] = []
    for (let i = 0; i < 4; i++) answers.push((await call(someone, 'GET', '/documents/die-once')).status)
    expect(answers).toEqual([200, 200, 200, 200])

    const hitsBefore = first.hits.length + second.hits.length
    const write = await call(someone, 'POST', '/documents/die', { any: 'thing' })
    expect(unknownOutcome(write.status)).toBe(true)
    // The write reached one instance and was not sent again to the other.
    expect(first.hits.length + second.hits.length - hitsBefore).toBe(1)
  })
})

/**
 * A stand-in instance that records each request's method and path. `/die-once` drops the connection without an
 * answer on every other hit it gets (so one of any two consecutive requests dies); `/die` always does.
 */
async function startStandIn(port: number): Promise<Server & { hits: string[] }> {
  const hits: string[] = []
  let dieOnceCount = 0
  const server = createServer((req, res) => {
    if (req.url === '/healthz') return void res.end('{"status":"ok"}')
    hits.push(`${req.method} ${req.url}`)
    req.resume()
    if (req.url === '/die' || (req.url === '/die-once' && dieOnceCount++ % 2 === 0)) return void req.socket.destroy()
    res.setHeader('content-type', 'application/json')
    res.end('{"ok":true}')
  }) as Server & { hits: string[] }
  server.hits = hits
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return server
}
