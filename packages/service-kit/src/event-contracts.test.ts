// The event contract test: for every event, its producers and consumers (@cosign/api EVENT_PRODUCERS and
// EVENT_CONSUMERS) and the one schema between them (EVENT_SCHEMAS). A payload a producer builds goes through the
// same check as in the services (outboxRecord), and what lands in the outbox is what every declared consumer
// accepts (EventConsumer's check). The producers' own integration tests record their real payloads through the
// same outboxRecord, so a producer that drifts from its declaration fails there.
import {
  API_SERVICES,
  EVENT_CONSUMERS,
  EVENT_PRODUCERS,
  EVENT_SCHEMAS,
  type DomainEvents,
  type EventType,
} from '@cosign/api'
import type { FastifyBaseLogger } from 'fastify'
import type { JsMsg } from '@nats-io/jetstream'
import { EventConsumer, type RawTx } from './consumer.js'
import type { EventBus } from './nats.js'
import { outboxRecord } from './outbox.js'
import { assertConsumer, assertProducer, eventPayloadProblems, InvalidEventError } from './event-contracts.js'

// Under ESM the jest object is import.meta.jest.
const mocks = (import.meta as ImportMeta & { jest: typeof jest }).jest
const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`
const at = '2026-11-24T20:45:00.000Z'
const hash = 'a'.repeat(64)
const parties = { contractId: id(1), renterId: id(2), cosignerId: id(3) }
const payment = { paymentId: id(4), userId: id(2), purpose: 'contract_platform_fee' as const, amountCents: 5000, subjectId: id(1), metadata: null }
/** A 1 x 1 PNG as the signature pad sends it. */
const PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==' as const
const agreement: DomainEvents['contract.fully_signed']['agreement'] = {
  stage: 'fully_signed',
  terms: {
    agreementVersion: 2, renterId: id(2), cosignerId: id(3), renterName: 'Rae Renter', renterAddress: '1 Main St',
    cosignerName: 'Cole Cosigner', cosignerAddress: '2 Side St', leaseStartDate: '2026-12-01', leaseEndDate: '2027-11-30',
    feeOption: 'full', feeCents: 100_000, downPaymentCents: null, monthlyPaymentCents: null, cosignerEmail: 'c@example.com',
    cosignerPaypalEmail: 'c@example.com', installmentCount: 0, platformFeeCents: 15_000, processingFeeCents: 5000,
    propertyAddress: '1 Main St', monthlyRentCents: 150_000, leaseTermMonths: 12, landlordName: null, landlordEmail: null,
    maxLiabilityCents: 1_800_000,
  },
  termsHash: hash,
  agreementText: ['COSIGNER AGREEMENT'],
  signatures: [
    { role: 'cosigner', signerId: id(3), signerName: 'Cole Cosigner', signedAt: at, ip: '127.0.0.1', userAgent: 'jest', termsHash: hash, imagePng: PNG },
    { role: 'renter', signerId: id(2), signerName: 'Rae Renter', signedAt: at, ip: '127.0.0.1', userAgent: 'jest', termsHash: hash, imagePng: '' },
  ],
  audit: [{ at, action: 'Signed by the renter', actorId: id(2), actorName: 'Rae Renter', ip: null, userAgent: null }],
}

/** One payload per event, as its producer builds it. */
const SAMPLES: { [T in EventType]: DomainEvents[T] } = {
  'user.registered': { userId: id(2), email: 'r@example.com', firstName: 'Rae', lastName: 'Renter', role: 'RENTER' },
  'user.role_changed': { userId: id(2), role: 'COSIGNER' },
  'user.status_changed': { userId: id(2), isActive: false },
  'user.updated': { userId: id(2), email: 'new@example.com', firstName: 'Rena', lastName: 'Lopez' },
  'user.deleted': { userId: id(2), pseudonym: 'Former user 00000000', deletedAt: '2026-11-27T12:00:00.000Z' },
  'user.paypal_verified': { userId: id(2), paypalEmail: 'payouts@example.com', verifiedAt: '2026-11-27T12:00:00.000Z' },
  'data_export.requested': { exportId: id(9), userId: id(2) },
  'data_export.part_ready': { exportId: id(9), userId: id(2), service: 'matching', files: { 'profiles.json': [] } },
  'payment.started': payment,
  'payment.completed': { ...payment, method: 'credit' },
  'payment.failed': { ...payment, reason: 'cancelled', failureKind: 'cancelled' },
  'payment.refunded': { ...payment, refundedAt: at },
  'replacement_credit.created': { creditId: id(5), renterId: id(2), sourceContractId: id(1), amountCents: 5000 },
  'replacement_credit.applied': { creditId: id(5), renterId: id(2), sourceContractId: id(1), contractId: id(6) },
  'replacement_credit.refunded': { creditId: id(5), renterId: id(2), sourceContractId: id(1), amountCents: 5000 },
  'contract.created': { ...parties, feeCents: 100_000, createdBy: id(3), status: 'cosigner_signed' },
  'contract.cosigner_signed': parties,
  'contract.fully_signed': { ...parties, feeCents: 100_000, cosignerPaypalEmail: 'c@example.com', totalFeeCents: 100_000, feeOption: 'full', agreement },
  'contract.finalized': { ...parties, installments: [{ entryId: id(7), amountCents: 10_000, dueDate: '2027-01-01' }], agreement: { ...agreement!, stage: 'finalized' } },
  'contract.cancelled': { ...parties, cancelledBy: 'admin', cancelledByUserId: id(9), reason: 'Duplicate' },
  'contract.completed': parties,
  'contract.purged': { contractId: parties.contractId },
  'contract.payment_step_updated': { ...parties, step: 2, status: 'processing', amountCents: 85_000, at },
  'ledger_entry.due_soon': { ...parties, entryId: id(7), amountCents: 10_000, dueDate: '2027-01-01' },
  'ledger_entry.overdue': { ...parties, entryId: id(7), amountCents: 10_000, dueDate: '2027-01-01' },
  'ledger_entry.paid': { ...parties, entryId: id(7), amountCents: 10_000, paidAt: at },
  'notification.requested': { userId: id(2), title: 'Contract signed', message: 'Your contract is signed.' },
  'cosigner_profile.saved': { profileId: id(8), userId: id(3), status: 'awaiting_payment', paypalEmail: null, location: 'Austin', totalFeeCents: 100_000, maxRentSupportCents: null },
  'cosigner_profile.submitted': { profileId: id(8), userId: id(3) },
  'cosigner_profile.approved': { profileId: id(8), userId: id(3) },
  'cosigner_profile.rejected': { profileId: id(8), userId: id(3), reason: 'Blurry ID' },
  'renter_profile.saved': { profileId: id(10), userId: id(2) },
  'match_request.created': { requestId: id(11), renterId: id(2), cosignerId: id(3) },
  'match_request.accepted': { requestId: id(11), renterId: id(2), cosignerId: id(3), renterName: 'Rae Renter', monthlyRentCents: 150_000, leaseDurationMonths: 12, moveInDate: '2026-12-01', sessionPaymentId: id(4) },
  'match_request.declined': { requestId: id(11), renterId: id(2), cosignerId: id(3) },
  'match_request.withdrawn': { requestId: id(11), renterId: id(2), cosignerId: id(3) },
  'credit_report_request.created': { requestId: id(12), requesterId: id(3), targetUserId: id(2) },
  'credit_report_request.approved': { requestId: id(12), requesterId: id(3), targetUserId: id(2) },
  'credit_report_request.denied': { requestId: id(12), requesterId: id(3), targetUserId: id(2) },
  'lease_armor.enrolled': { userId: id(2), planId: '1A', monthlyFeeCents: 1500, contractId: null },
  'credit_report.uploaded': { userId: id(2), creditScore: 720, documentId: id(13) },
  'credit_report.verified': { userId: id(2), documentId: id(13), creditScore: 720, reviewedBy: id(9), reviewedAt: at },
  'credit_report.rejected': { userId: id(2), documentId: id(13), creditScore: 720, reviewedBy: id(9), reviewedAt: at, reason: 'Unreadable' },
  'credit_report.viewed': { requestId: id(12), requesterId: id(3), targetUserId: id(2), viewedAt: at },
  'dispute.opened': { disputeId: id(14), reporterId: id(2), reporterRole: 'RENTER', subjectType: 'payment', subjectId: id(4), title: 'Charged twice', priority: 'high' },
  'admin_action.recorded': {
    actorId: id(9), actorEmail: 'admin@cosign.local', action: 'user.suspended', targetType: 'user', targetId: id(2),
    before: { isActive: true }, after: { isActive: false },
  },
  'dispute.updated': { disputeId: id(14), reporterId: id(2), actorId: id(9), status: 'resolved', changes: [{ field: 'status', from: 'open', to: 'resolved' }] },
  'chat.unread_digest': { userId: id(2), conversations: [{ conversationId: id(15), with: 'Cora Kim', unreadCount: 3 }] },
}
const TYPES = Object.keys(EVENT_SCHEMAS) as EventType[]

/** The types each declared consumer handles, by event type. */
const consumersOf = (type: EventType) =>
  Object.entries(EVENT_CONSUMERS).filter(([, c]) => (c.types as readonly string[]).includes(type)).map(([durable]) => durable)

test('every declared event has a producer among the services; every consumed event is declared', () => {
  expect(Object.keys(EVENT_PRODUCERS).sort()).toEqual([...TYPES].sort())
  for (const type of TYPES) {
    expect([type, EVENT_PRODUCERS[type].length > 0]).toEqual([type, true])
    for (const service of EVENT_PRODUCERS[type]) expect(API_SERVICES).toContain(service)
  }
  for (const [durable, consumer] of Object.entries(EVENT_CONSUMERS)) {
    expect([durable, API_SERVICES.includes(consumer.service)]).toEqual([durable, true])
    for (const type of consumer.types) expect([durable, type, Object.hasOwn(EVENT_SCHEMAS, type)]).toEqual([durable, type, true])
  }
})

describe.each(TYPES)('%s', (type) => {
  test('what its producer records is what each of its consumers accepts', () => {
    for (const service of EVENT_PRODUCERS[type]) expect(() => assertProducer(service, type)).not.toThrow()
    const row = outboxRecord(type, SAMPLES[type] as never, 'cosign')
    // As stored (jsonb) and delivered (JSON): each declared consumer checks the same schema.
    const delivered = JSON.parse(JSON.stringify(row.payload)) as { type: string; data: unknown }
    expect(delivered.type).toBe(type)
    for (const durable of consumersOf(type)) {
      expect([durable, eventPayloadProblems(type, delivered.data)]).toEqual([durable, []])
      expect(() => assertConsumer(EVENT_CONSUMERS[durable]!.service, durable, [type])).not.toThrow()
    }
  })
})

test('the signature images cross from contracts to documents as PNG data URLs: bare base64 is refused at record()', () => {
  const bare = structuredClone(SAMPLES['contract.fully_signed'])
  bare.agreement!.signatures[0]!.imagePng = PNG.slice('data:image/png;base64,'.length) as typeof PNG
  expect(() => outboxRecord('contract.fully_signed', bare, 'cosign')).toThrow(InvalidEventError)
  expect(eventPayloadProblems('contract.fully_signed', bare)).toEqual([
    expect.stringContaining('data/agreement/signatures/0/imagePng must match pattern'),
  ])
})

test('formats are checked: ids, whole cents, date-times and calendar days', () => {
  const p = SAMPLES['payment.refunded']
  expect(eventPayloadProblems('payment.refunded', { ...p, paymentId: 'pay-1' })).toEqual([expect.stringContaining('paymentId must match format "uuid"')])
  expect(eventPayloadProblems('payment.refunded', { ...p, amountCents: 12.5 })).toEqual([expect.stringContaining('amountCents must be integer')])
  expect(eventPayloadProblems('payment.refunded', { ...p, refundedAt: 'yesterday' })).toEqual([expect.stringContaining('refundedAt must match format "date-time"')])
  expect(eventPayloadProblems('payment.refunded', { ...p, refundedAt: new Date(at) })).toEqual([]) // travels as its ISO string
  expect(eventPayloadProblems('ledger_entry.overdue', { ...SAMPLES['ledger_entry.overdue'], dueDate: '1/1/2027' })).toHaveLength(1)
  expect(eventPayloadProblems('user.registered', { userId: id(1) })).not.toEqual([])
  expect(eventPayloadProblems('no.such_event', {})).toEqual(['no event type "no.such_event" is declared'])
})

test('a service records only the events it is declared to produce, and consumes only what its durable declares', () => {
  expect(() => assertProducer('chat', 'payment.completed')).toThrow(/chat is not a declared producer/)
  expect(() => assertConsumer('documents', 'documents-signed-agreements', ['contract.fully_signed'])).not.toThrow()
  expect(() => assertConsumer('documents', 'documents-signed-agreements', ['contract.created'])).toThrow(/undeclared types: contract.created/)
  expect(() => assertConsumer('documents', 'documents-unknown', ['contract.created'])).toThrow(/not declared/)
  expect(() => assertConsumer('payments', 'documents-signed-agreements', ['contract.fully_signed'])).toThrow(/not declared/)
})

describe('the consumer', () => {
  function consumerOf(handle: jest.Mock) {
    const log = { error: mocks.fn(), warn: mocks.fn(), info: mocks.fn() }
    const recorded: unknown[][] = []
    const tx: RawTx = { $executeRawUnsafe: async (_sql: string, ...values: unknown[]) => recorded.push(values) && 1 }
    const consumer = new EventConsumer({} as EventBus, {
      durable: 'documents-signed-agreements',
      types: ['contract.fully_signed'],
      db: { $transaction: (fn) => fn(tx) },
      handle,
    }, log as unknown as FastifyBaseLogger)
    const deliver = (event: object) => {
      const msg = { subject: 'cosign.contract.fully_signed', string: () => JSON.stringify(event), ack: mocks.fn(), term: mocks.fn(), nak: mocks.fn() }
      return (consumer as unknown as { process(m: JsMsg): Promise<void> }).process(msg as unknown as JsMsg).then(() => msg)
    }
    return { deliver, log, recorded }
  }

  test('handles a payload that matches its declaration', async () => {
    const handle = mocks.fn(async () => undefined)
    const { deliver } = consumerOf(handle)
    const msg = await deliver(outboxRecord('contract.fully_signed', SAMPLES['contract.fully_signed'], 'cosign').payload)
    expect(handle).toHaveBeenCalledTimes(1)
    expect(msg.ack).toHaveBeenCalled()
  })

  test('logs, records as processed and terminates (never handles, never redelivers) a payload that breaks it: bare base64 signatures', async () => {
    const handle = mocks.fn(async () => undefined)
    const { deliver, log, recorded } = consumerOf(handle)
    const event = JSON.parse(JSON.stringify(outboxRecord('contract.fully_signed', SAMPLES['contract.fully_signed'], 'cosign').payload))
    event.data.agreement.signatures[0].imagePng = PNG.slice('data:image/png;base64,'.length)
    const msg = await deliver(event)
    expect(handle).not.toHaveBeenCalled()
    expect(recorded).toEqual([[event.id, 'documents-signed-agreements']]) // skipped once, as malformed events always were
    expect(msg.term).toHaveBeenCalled()
    expect(msg.ack).not.toHaveBeenCalled()
    expect(msg.nak).not.toHaveBeenCalled()
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'contract.fully_signed', problems: [expect.stringContaining('imagePng')] }),
      'dropping an event whose payload breaks its declared schema',
    )
  })
})
