import { randomUUID } from 'node:crypto'
import type { DomainEvents, EventEnvelope, EventType } from '@cosign/api'
import { conversationFactOf, type ConversationEvent } from './conversation-facts.js'

const at = '2026-11-24T10:00:00.000Z'
const event = <T extends ConversationEvent>(type: T, data: DomainEvents[T]): EventEnvelope<T> => ({
  id: randomUUID(),
  type,
  occurredAt: at,
  data,
})
const renterId = randomUUID()
const cosignerId = randomUUID()
const profileId = randomUUID()
const payment = (purpose: DomainEvents['payment.completed']['purpose'], subjectId: string | null = profileId) =>
  event('payment.completed', { paymentId: randomUUID(), userId: renterId, purpose, amountCents: 2500, subjectId, metadata: null })

describe('conversationFactOf', () => {
  it('an unlock_contact or match_request payment is an unlock of the cosigner profile by the payer', () => {
    expect(conversationFactOf(payment('unlock_contact'))).toEqual({
      kind: 'unlock',
      renterId,
      profileId,
      purpose: 'unlock_contact',
      paidAt: new Date(at),
    })
    expect(conversationFactOf(payment('match_request'))).toMatchObject({ kind: 'unlock', purpose: 'match_request' })
  })

  it('other payments, and payments without a valid subject, carry nothing for chat', () => {
    expect(conversationFactOf(payment('profile_creation'))).toBeNull()
    expect(conversationFactOf(payment('contract_platform_fee'))).toBeNull()
    expect(conversationFactOf(payment('unlock_contact', null))).toBeNull()
    expect(conversationFactOf(payment('unlock_contact', 'not-a-uuid'))).toBeNull()
  })

  it('an accepted match request opens the conversation, with the names it carries', () => {
    const fact = conversationFactOf(
      event('match_request.accepted', { requestId: randomUUID(), renterId, cosignerId, renterName: ' Rena R ', cosignerName: 'Cora C' }),
    )
    expect(fact).toEqual({
      kind: 'open',
      renterId,
      cosignerId,
      via: 'match_request_accepted',
      names: { renter: 'Rena R', cosigner: 'Cora C' },
    })
  })

  it('a contract opens the conversation and names the contract; ids are lower-cased', () => {
    const contractId = randomUUID()
    const fact = conversationFactOf(
      event('contract.created', { contractId: contractId.toUpperCase(), renterId: renterId.toUpperCase(), cosignerId, feeCents: 1, createdBy: cosignerId }),
    )
    expect(fact).toEqual({ kind: 'open', renterId, cosignerId, via: 'contract', contractId })
  })

  it('never opens a conversation of a person with themselves or with a malformed id', () => {
    expect(conversationFactOf(event('match_request.accepted', { requestId: randomUUID(), renterId, cosignerId: renterId }))).toBeNull()
    expect(conversationFactOf(event('match_request.accepted', { requestId: randomUUID(), renterId, cosignerId: 'x' }))).toBeNull()
  })

  it('keeps names, roles and profile owners', () => {
    expect(
      conversationFactOf(event('user.registered', { userId: renterId, email: 'r@example.com', firstName: 'Rena', lastName: 'Lopez', role: 'RENTER' })),
    ).toEqual({ kind: 'user', userId: renterId, firstName: 'Rena', lastName: 'Lopez', role: 'RENTER' })
    expect(conversationFactOf(event('user.role_changed', { userId: renterId, role: 'COSIGNER' }))).toEqual({
      kind: 'role',
      userId: renterId,
      role: 'COSIGNER',
    })
    for (const type of ['cosigner_profile.saved', 'cosigner_profile.approved'] as const satisfies EventType[])
      expect(conversationFactOf(event(type, { profileId, userId: cosignerId, status: 'approved' } as never))).toEqual({
        kind: 'profileOwner',
        profileId,
        userId: cosignerId,
      })
  })
})
