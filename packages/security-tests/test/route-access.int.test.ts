// The route-access scan (issue 14): every route every service declares must have a rule in ACCESS, and each rule
// holds on the running services: visitors get 401, signed-in users of roles not listed 403, another user of the
// same role 403/404 on a resource someone else owns (IDOR); every error in the envelope, never a 5xx.
import { randomBytes, randomUUID } from 'node:crypto'
import type { Role } from '@cosign/api'
import { ACCESS, type OwnerKind, type Rule } from './access-table.js'
import { envelopeProblem, validRequest } from './support/requests.js'
import { SERVICES, startPlatform, type DeclaredRoute, type Platform } from './support/services.js'

const ROLES: Role[] = ['RENTER', 'COSIGNER', 'ADMIN']
const keyOf = (r: DeclaredRoute) => `${r.method} ${r.url}`

let p: Platform
beforeAll(async () => {
  p = await startPlatform()
}, 120_000)
afterAll(() => p?.close(), 60_000)

/**
 * Resources of `owner` (a user of `role`), created in the owning service's database; the params name the
 * resource in the route's URL. Kinds without a fixture are asked for with an id nobody owns (still 403/404).
 */
const OWNED: Partial<Record<OwnerKind, (owner: string, role: Role) => Promise<Record<string, string>>>> = {
  async payment(owner) {
    const id = randomUUID()
    await p.db('payments').payment.create({
      data: { id, userId: owner, purpose: 'unlock_contact', amountCents: 1000, description: 'scan' },
    })
    return { id }
  },
  async contract(owner, role) {
    const id = randomUUID()
    const other = randomUUID()
    await p.db('contracts').contract.create({
      data: {
        id,
        status: 'cosigner_signed',
        renterId: role === 'RENTER' ? owner : other,
        cosignerId: role === 'RENTER' ? other : owner,
        renterName: 'R',
        renterAddress: 'A',
        cosignerName: 'C',
        cosignerAddress: 'A',
        cosignerEmail: 'c@security.test',
        cosignerPaypalEmail: 'c@security.test',
        leaseStartDate: new Date('2030-01-01'),
        leaseEndDate: new Date('2031-01-01'),
        feeOption: 'full',
        feeCents: 10000,
        installmentCount: 1,
        platformFeeCents: 1500,
        processingFeeCents: 5000,
        agreementVersion: 1,
        termsHash: 'a'.repeat(64),
        step1AmountCents: 6500,
        step2AmountCents: 8500,
      },
    })
    return { id, contractId: id }
  },
  async conversation(owner, role) {
    const id = randomUUID()
    const other = randomUUID()
    await p.db('chat').conversation.create({
      data: {
        id,
        renterId: role === 'RENTER' ? owner : other,
        cosignerId: role === 'RENTER' ? other : owner,
        openedVia: 'contract',
      },
    })
    return { id }
  },
  async dispute(owner, role) {
    const id = randomUUID()
    await p.db('chat').dispute.create({
      data: {
        id,
        reporterId: owner,
        reporterName: 'Reporter',
        reporterRole: role,
        subjectType: 'contract',
        subjectId: randomUUID(),
        title: 'Scan',
        description: 'Scan dispute',
        priority: 'low',
      },
    })
    return { id }
  },
  async notification(owner) {
    const created = await p.db('chat').notification.create({
      data: { userId: owner, title: 'Scan', message: 'Scan' },
    })
    return { id: String(created.id) }
  },
  async creditReportRequest(owner) {
    const created = await p.db('matching').creditReportRequest.create({
      data: { requesterId: randomUUID(), targetUserId: owner },
    })
    return { id: String(created.id) }
  },
  async creditReportOwner(owner) {
    await p.db('documents').creditReport.create({
      data: {
        userId: owner,
        creditScore: 700,
        fileName: 'r.pdf',
        storageKey: `credit-reports/${owner}/${randomUUID()}.pdf`,
        fileType: 'application/pdf',
        fileSize: 10,
      },
    })
    return { userId: owner }
  },
  async signedAgreement(owner, role) {
    const contractId = randomUUID()
    const other = randomUUID()
    await p.db('documents').signedAgreement.create({
      data: {
        contractId,
        renterId: role === 'RENTER' ? owner : other,
        cosignerId: role === 'RENTER' ? other : owner,
        storageKey: `agreements/${contractId}.pdf`,
        sha256: randomBytes(32).toString('hex'),
        sizeBytes: 10,
        termsHash: 'b'.repeat(64),
      },
    })
    return { contractId }
  },
}

/** GET routes whose fixture is only a row (no stored file, no contract the conversation belongs to). */
const FIXTURE_NOT_READABLE = new Set([
  'GET /agreements/:contractId/file',
  'GET /conversations/by-contract/:contractId',
])

function isPublic(rule: Rule): rule is { public: string } {
  return 'public' in rule
}

test('every route a service declares has an access rule, and every rule a route', () => {
  const declared = new Set(p.routes.filter((r) => r.method !== 'HEAD').map((r) => `${r.service} ${keyOf(r)}`))
  const ruled = new Set(SERVICES.flatMap((s) => Object.keys(ACCESS[s]).map((k) => `${s} ${k}`)))
  // A new route without a rule fails here: add it to test/access-table.ts (and docs/security.md if it is public).
  expect([...declared].filter((k) => !ruled.has(k))).toEqual([])
  expect([...ruled].filter((k) => !declared.has(k))).toEqual([])
})

describe.each(SERVICES)('%s', (service) => {
  test('visitors 401, other roles 403, other owners 403/404; errors in the envelope, no 5xx', async () => {
    const problems: string[] = []
    const check = (
      route: DeclaredRoute,
      who: string,
      res: Awaited<ReturnType<Platform['inject']>>,
      ok: (s: number) => boolean,
      expected: string,
    ) => {
      if (!ok(res.statusCode))
        problems.push(
          `${keyOf(route)} as ${who}: ${res.statusCode}, expected ${expected} (${res.body.slice(0, 160)})`,
        )
      const envelope = envelopeProblem(res)
      if (envelope)
        problems.push(`${keyOf(route)} as ${who}: ${res.statusCode} outside the envelope: ${envelope}`)
    }
    for (const route of p.routes.filter((r) => r.service === service && r.method !== 'HEAD')) {
      const rule = ACCESS[service][keyOf(route)]
      if (!rule) continue // reported by the test above
      const visitor = await p.inject(service, validRequest(route))
      // Public routes may still refuse (bad credentials, an invalid link signature): only no 5xx is asked.
      if (isPublic(rule)) {
        check(route, 'visitor', visitor, (s) => s < 500, 'an answer')
        continue
      }
      check(route, 'visitor', visitor, (s) => s === 401, '401')
      for (const role of ROLES) {
        const user = p.token(role)
        const res = await p.inject(service, validRequest(route, { authorization: user.authorization }))
        // An allowed role gets past the route's guard (its token is taken); the use case may still refuse
        // (a renter-only purpose, someone else's resource), so a 403 there is not asserted on.
        if (rule.roles.includes(role)) check(route, role, res, (s) => s !== 401 && s < 500, 'not 401')
        else check(route, role, res, (s) => s === 403, '403')
      }
      // Issue 30: an admin whose session did not pass the second factor is refused on every admin route.
      if (rule.roles.includes('ADMIN')) {
        const unverified = p.unverifiedAdminToken()
        const res = await p.inject(service, validRequest(route, { authorization: unverified }))
        check(route, 'an admin without the second factor', res, (s) => s === 403, '403')
        if (res.statusCode === 403 && res.json<{ error: { code: string } }>().error.code !== 'SECOND_FACTOR_REQUIRED')
          problems.push(`${keyOf(route)} as an admin without the second factor: ${res.body.slice(0, 160)}`)
      }
      if (rule.owner)
        for (const role of rule.roles.filter((r) => r !== 'ADMIN')) {
          const owner = p.token(role)
          const params = (await OWNED[rule.owner]?.(owner.id, role)) ?? {}
          const intruder = p.token(role)
          const res = await p.inject(
            service,
            validRequest(route, { params, authorization: intruder.authorization }),
          )
          check(route, `another ${role} (IDOR)`, res, (s) => s === 403 || s === 404, '403 or 404')
          // The owner reads it: the fixture is real, so the intruder's 403/404 is the access rule at work.
          if (route.method === 'GET' && OWNED[rule.owner] && !FIXTURE_NOT_READABLE.has(keyOf(route))) {
            const mine = await p.inject(
              service,
              validRequest(route, { params, authorization: owner.authorization }),
            )
            check(route, `the owning ${role}`, mine, (s) => s === 200, '200')
          }
        }
    }
    expect(problems).toEqual([])
  }, 120_000)
})
