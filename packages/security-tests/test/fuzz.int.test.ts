// Fuzz over every route's schema (issue 14), with fast-check: params, query strings and bodies generated from the
// route's JSON schemas, mostly valid with hostile parts (wrong types, nulls, huge and odd unicode strings,
// markup, extra properties), plus raw bodies of any content type, as a visitor or a user of any role. Any 5xx,
// and any error answer outside `{ "error": { "code", "message" } }`, fails the run with the shrunk request.
// FUZZ_RUNS cases per route (default 20, the CI budget); `pnpm test:fuzz` runs 2000 per route, or FUZZ_RUNS.
// FUZZ_SERVICES (comma-separated, e.g. `chat,documents`; default all six) picks the services fuzzed, so a long
// run can be split; an unknown name fails the run rather than fuzzing nothing.
import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import type { Role } from '@cosign/api'
import { ACCESS } from './access-table.js'
import { anyJson, hostile, jsonWithNonFinite, nastyString } from './support/arbitraries.js'
import { envelopeProblem, fillUrl, queryString, validRequest } from './support/requests.js'
import { SERVICES, startPlatform, type DeclaredRoute, type Platform, type Service } from './support/services.js'

const RUNS = Number(process.env.FUZZ_RUNS ?? 20)
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined
const FUZZED = fuzzedServices(process.env.FUZZ_SERVICES)
/** Changes that reach beyond the request (PayPal credentials): fuzzed last, after everything else. */
const LAST = new Set(['payments PUT /admin/gateway-config', 'payments POST /admin/gateway-config/test'])

function fuzzedServices(selector: string | undefined): readonly Service[] {
  if (!selector?.trim()) return SERVICES
  const names = selector.split(',').map((name) => name.trim()).filter(Boolean)
  const unknown = names.filter((name) => !(SERVICES as readonly string[]).includes(name))
  if (unknown.length) throw new Error(`FUZZ_SERVICES: unknown ${unknown.join(', ')} (known: ${SERVICES.join(', ')})`)
  return SERVICES.filter((service) => names.includes(service))
}

let p: Platform
beforeAll(async () => {
  p = await startPlatform()
}, 120_000)
afterAll(() => p?.close(), 60_000)

// What the fuzzed routes answered, per service and status class, written as each service ends (straight to stdout:
// a long run shows its progress), the counts docs/security.md
// reports for a long run (`FUZZ_RUNS=10000 pnpm test:fuzz`).
const tally: Record<string, Record<string, number>> = {}
function count(service: string, statusCode: number) {
  const byClass = (tally[service] ??= {})
  const key = `${Math.floor(statusCode / 100)}xx`
  byClass[key] = (byClass[key] ?? 0) + 1
}
const tallyLine = (service: string) => {
  const byClass = tally[service] ?? {}
  const total = Object.values(byClass).reduce((n, c) => n + c, 0)
  const classes = Object.entries(byClass).sort().map(([k, c]) => `${k} ${c}`)
  return `fuzz answers, ${service}, ${RUNS} cases per route: ${total} requests (${classes.join(', ')})`
}

type Part = Record<string, unknown> | undefined
const part = (route: DeclaredRoute, name: 'params' | 'querystring' | 'body') =>
  (route.schema as Record<string, Part> | undefined)?.[name]

/** Who sends it: a visitor, a broken token, or a user of any role (the route's own roles more often). */
function caller(route: DeclaredRoute): fc.Arbitrary<string | undefined> {
  const rule = ACCESS[route.service][`${route.method} ${route.url}`]
  const allowed: Role[] = rule && 'roles' in rule ? [...rule.roles] : ['RENTER', 'COSIGNER', 'ADMIN']
  return fc.oneof(
    { weight: 1, arbitrary: fc.constant(undefined) },
    {
      weight: 1,
      arbitrary: fc.constantFrom('Bearer ', 'Bearer x.y.z', 'Basic abc', 'Bearer ' + 'a'.repeat(5000)),
    },
    { weight: 6, arbitrary: fc.constantFrom(...allowed).map((role) => p.token(role).authorization) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Role>('RENTER', 'COSIGNER', 'ADMIN').map((r) => p.token(r).authorization),
    },
  )
}

/** A body for a route without a JSON body schema (uploads, raw webhooks), or a wrong content type for one. */
const rawBody: fc.Arbitrary<{ payload: string | Buffer; contentType: string }> = fc.oneof(
  fc.record({
    payload: anyJson.map((v) => JSON.stringify(v) ?? 'null'),
    contentType: fc.constant('application/json'),
  }),
  fc.record({
    payload: fc
      .tuple(nastyString, fc.uint8Array({ maxLength: 300 }))
      .map(([field, bytes]) =>
        Buffer.concat([
          Buffer.from(
            `--b\r\nContent-Disposition: form-data; name="${field.slice(0, 30)}"\r\n\r\nvalue\r\n--b\r\n`,
          ),
          Buffer.from(
            `Content-Disposition: form-data; name="file"; filename="${field.slice(0, 30)}.pdf"\r\n`,
          ),
          Buffer.from('Content-Type: application/pdf\r\n\r\n%PDF-1.4\n'),
          Buffer.from(bytes),
          Buffer.from('\r\n--b--\r\n'),
        ]),
      ),
    contentType: fc.constantFrom('multipart/form-data; boundary=b', 'multipart/form-data'),
  }),
  fc.record({
    payload: fc.oneof(nastyString, fc.constantFrom('{', '{"a":', '[]', 'null', '\u0000')),
    contentType: fc.constantFrom(
      'text/plain',
      'application/json',
      'application/xml',
      'application/x-www-form-urlencoded',
      '',
    ),
  }),
)

function requestFor(route: DeclaredRoute): fc.Arbitrary<InjectOptions> {
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(route.method)
  const bodySchema = part(route, 'body')
  const body: fc.Arbitrary<{ payload?: string | Buffer; contentType?: string }> = !hasBody
    ? fc.constant({})
    : bodySchema
      ? fc.oneof(
          {
            weight: 5,
            arbitrary: hostile(bodySchema).map((v) => ({
              payload: jsonWithNonFinite(v),
              contentType: 'application/json',
            })),
          },
          { weight: 1, arbitrary: rawBody },
        )
      : rawBody
  return fc
    .record({
      params: part(route, 'params') ? hostile(part(route, 'params')) : fc.constant({}),
      query: part(route, 'querystring') ? hostile(part(route, 'querystring')) : fc.constant({}),
      body,
      authorization: caller(route),
    })
    .map(({ params, query, body, authorization }) => ({
      method: route.method as InjectOptions['method'],
      url: fillUrl(route, (params ?? {}) as Record<string, unknown>) + queryString(query),
      headers: {
        ...(authorization === undefined ? {} : { authorization }),
        ...(body.contentType === undefined ? {} : { 'content-type': body.contentType }),
      },
      ...(body.payload === undefined ? {} : { payload: body.payload }),
    }))
}

const ordered = () => {
  const routes = p.routes.filter((r) => r.method !== 'HEAD' && !(r.service === 'chat' && r.url === '/ws'))
  const key = (r: DeclaredRoute) => `${r.service} ${r.method} ${r.url}`
  return [...routes.filter((r) => !LAST.has(key(r))), ...routes.filter((r) => LAST.has(key(r)))]
}

describe.each(FUZZED)('%s', (service) => {
  test(
    `every route: no 5xx, every error in the envelope (${RUNS} cases per route)`,
    async () => {
      for (const route of ordered().filter((r) => r.service === service)) {
        await fc.assert(
          fc.asyncProperty(requestFor(route), async (request) => {
            const res = await p.inject(service, request)
            count(service, res.statusCode)
            if (res.statusCode >= 500)
              throw new Error(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 300)}`)
            const problem = envelopeProblem(res)
            if (problem)
              throw new Error(
                `${route.method} ${route.url}: ${res.statusCode} outside the envelope: ${problem}`,
              )
          }),
          { numRuns: RUNS, seed: SEED, endOnFailure: RUNS > 200 },
        )
        // A long run that is stopped still tells how far it got, and what was answered so far.
        if (RUNS > 200) process.stdout.write(`after ${route.method} ${route.url}: ${tallyLine(service)}\n`)
      }
      process.stdout.write(`${tallyLine(service)}\n`)
    },
    Math.max(120_000, RUNS * 2_000),
  )
})

/** The number properties of a route's query schema (integer or number, alone or in a union). */
function numericQueryProperties(route: DeclaredRoute): string[] {
  const properties = (part(route, 'querystring')?.properties ?? {}) as Record<string, Record<string, unknown>>
  const numeric = (s: Record<string, unknown>): boolean =>
    [s.type].flat().some((t) => t === 'integer' || t === 'number') ||
    ((s.anyOf ?? s.oneOf ?? []) as Record<string, unknown>[]).some(numeric)
  return Object.entries(properties)
    .filter(([, schema]) => numeric(schema))
    .map(([name]) => name)
}

// Not left to chance: every number a query string can carry as text that coerces to a non-finite value
// (issue 26: `?page=Infinity` answered 500), sent as a caller the route admits, so validation is reached.
describe.each(FUZZED)('%s', (service) => {
  test('every numeric query parameter refuses Infinity, 1e309, -1e309 and NaN with a 400 in the envelope', async () => {
    const routes = ordered().filter((r) => r.service === service && numericQueryProperties(r).length > 0)
    const failures: string[] = []
    for (const route of routes) {
      const rule = ACCESS[route.service][`${route.method} ${route.url}`]
      const role: Role = rule && 'roles' in rule ? rule.roles[0]! : 'RENTER'
      for (const name of numericQueryProperties(route))
        for (const value of ['Infinity', '1e309', '-1e309', 'NaN']) {
          const base = validRequest(route, { authorization: p.token(role).authorization })
          const url = new URL(String(base.url), 'http://x')
          url.searchParams.set(name, value)
          const res = await p.inject(service, { ...base, url: url.pathname + url.search })
          if (res.statusCode !== 400 || envelopeProblem(res))
            failures.push(`${route.method} ${route.url}?${name}=${value}: ${res.statusCode} ${res.body.slice(0, 120)}`)
        }
    }
    expect(failures).toEqual([])
  })
})
