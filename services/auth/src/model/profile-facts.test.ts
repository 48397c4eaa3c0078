import type { CosignerProfileStatus, EventEnvelope } from '@cosign/api'
import {
  profileFactsChange,
  readProfileFact,
  type ProfileEvent,
  type ProfileFact,
  type ProfileFacts,
} from './profile-facts.js'

const USER = '6f1c1f8e-7a53-4e0b-9a1e-2f4d6c8b0a11'
const PROFILE = '0b8e4a52-3c1d-4f6e-8a9b-7c5d3e1f2a40'
const T0 = new Date('2026-01-01T10:00:00.000Z')
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000)
const received = new Date('2026-02-02T00:00:00.000Z')

function envelope<T extends ProfileEvent>(type: T, data: unknown, occurredAt = T0.toISOString()) {
  return { id: 'e1', type, occurredAt, data } as EventEnvelope<T>
}

const fresh: ProfileFacts = {
  profileCompleted: false,
  profileStatus: null,
  profileStatusEventAt: null,
  creditScore: 0,
  creditVerified: false,
  creditScoreEventAt: null,
  creditDocumentId: null,
}
const review = (status: CosignerProfileStatus, seconds: number): ProfileFact => ({
  kind: 'cosigner_profile',
  userId: USER,
  status,
  at: at(seconds),
})
const DOC_A = '11111111-1111-4111-8111-111111111111'
const DOC_B = '22222222-2222-4222-8222-222222222222'
const score = (value: number, seconds: number, documentId: string | null = null): ProfileFact => ({
  kind: 'credit_score',
  userId: USER,
  score: value,
  documentId,
  at: at(seconds),
})
const decision = (documentId: string, verified: boolean): ProfileFact => ({
  kind: 'credit_review',
  userId: USER,
  documentId,
  verified,
})
/** Applies facts in the given (delivery) order, as the consumer would. */
const applyAll = (facts: ProfileFact[], start = fresh) =>
  facts.reduce((state, f) => ({ ...state, ...profileFactsChange(state, f) }), start)

describe('readProfileFact', () => {
  test('reads each event type, with a lower-cased user id and the event time', () => {
    const upper = USER.toUpperCase()
    expect(
      readProfileFact(
        envelope('cosigner_profile.submitted', { profileId: PROFILE, userId: upper }),
        received,
      ),
    ).toEqual({ kind: 'cosigner_profile', userId: USER, status: 'pending_review', at: T0 })
    expect(
      readProfileFact(envelope('cosigner_profile.approved', { profileId: PROFILE, userId: USER }), received),
    ).toMatchObject({ status: 'approved' })
    expect(
      readProfileFact(
        envelope('cosigner_profile.rejected', { profileId: PROFILE, userId: USER, reason: 'blurry' }),
        received,
      ),
    ).toMatchObject({ status: 'rejected' })
    expect(
      readProfileFact(envelope('renter_profile.saved', { profileId: PROFILE, userId: USER }), received),
    ).toEqual({ kind: 'renter_profile', userId: USER, at: T0 })
    expect(
      readProfileFact(
        envelope('credit_report.uploaded', { userId: USER, creditScore: 712, documentId: PROFILE }),
        received,
      ),
    ).toEqual({ kind: 'credit_score', userId: USER, score: 712, documentId: PROFILE, at: T0 })
  })

  test('an unreadable occurredAt counts as the time the event arrived', () => {
    expect(
      readProfileFact(
        envelope('renter_profile.saved', { profileId: PROFILE, userId: USER }, 'never'),
        received,
      ),
    ).toMatchObject({ at: received })
  })

  test('cosigner_profile.saved carries its status; an unknown status is malformed', () => {
    for (const status of ['awaiting_payment', 'pending_review', 'approved', 'rejected'] as const)
      expect(
        readProfileFact(
          envelope('cosigner_profile.saved', { profileId: PROFILE, userId: USER, status }),
          received,
        ),
      ).toEqual({ kind: 'cosigner_profile', userId: USER, status, at: T0 })
    for (const status of ['archived', null, undefined])
      expect(
        readProfileFact(
          envelope('cosigner_profile.saved', { profileId: PROFILE, userId: USER, status }),
          received,
        ),
      ).toBeNull()
  })

  test('malformed events are null', () => {
    expect(readProfileFact(envelope('renter_profile.saved', null), received)).toBeNull()
    expect(readProfileFact(envelope('renter_profile.saved', { userId: 'nope' }), received)).toBeNull()
    expect(
      readProfileFact(envelope('cosigner_profile.approved', { profileId: PROFILE }), received),
    ).toBeNull()
    for (const creditScore of [299, 851, 700.5, '700', null])
      expect(
        readProfileFact(
          envelope('credit_report.uploaded', { userId: USER, creditScore, documentId: PROFILE }),
          received,
        ),
      ).toBeNull()
    expect(
      readProfileFact(envelope('user.registered' as ProfileEvent, { userId: USER }), received),
    ).toBeNull()
  })
})

describe('profileFactsChange', () => {
  test('submission completes the profile and sets pending_review; review decisions follow', () => {
    expect(profileFactsChange(fresh, review('pending_review', 0))).toEqual({
      profileCompleted: true,
      profileStatus: 'pending_review',
      profileStatusEventAt: at(0),
    })
    expect(applyAll([review('pending_review', 0), review('approved', 5)])).toMatchObject({
      profileCompleted: true,
      profileStatus: 'approved',
      profileStatusEventAt: at(5),
    })
    expect(applyAll([review('pending_review', 0), review('rejected', 5)])).toMatchObject({
      profileStatus: 'rejected',
    })
  })

  test('an older event delivered late changes nothing', () => {
    const approved = applyAll([review('approved', 5)])
    expect(approved).toMatchObject({ profileCompleted: true, profileStatus: 'approved' })
    expect(profileFactsChange(approved, review('pending_review', 0))).toBeNull()
    expect(profileFactsChange(approved, review('rejected', 4))).toBeNull()
  })

  test('a later re-submission (an edit after review) goes back to pending_review', () => {
    expect(
      applyAll([review('pending_review', 0), review('approved', 5), review('pending_review', 9)]),
    ).toMatchObject({ profileStatus: 'pending_review', profileStatusEventAt: at(9) })
    expect(
      applyAll([
        review('pending_review', 0),
        review('rejected', 5),
        review('pending_review', 9),
        review('approved', 12),
      ]),
    ).toMatchObject({ profileStatus: 'approved' })
  })

  test('on equal times a decision outranks the submission', () => {
    expect(applyAll([review('approved', 0), review('pending_review', 0)])).toMatchObject({
      profileStatus: 'approved',
    })
    expect(applyAll([review('pending_review', 0), review('rejected', 0)])).toMatchObject({
      profileStatus: 'rejected',
    })
  })

  test('the same event twice changes nothing the second time', () => {
    const once = applyAll([review('approved', 5)])
    expect(profileFactsChange(once, review('approved', 5))).toBeNull()
    const scored = applyAll([score(700, 1)])
    expect(profileFactsChange(scored, score(700, 1))).toBeNull()
  })

  test('a draft (awaiting_payment) sets its status without completing the profile', () => {
    expect(profileFactsChange(fresh, review('awaiting_payment', 0))).toEqual({
      profileStatus: 'awaiting_payment',
      profileStatusEventAt: at(0),
    })
    expect(applyAll([review('awaiting_payment', 0), review('pending_review', 5)])).toMatchObject({
      profileCompleted: true,
      profileStatus: 'pending_review',
    })
  })

  test('a refunded fee (a newer awaiting_payment) moves the status back; profile_completed stays true', () => {
    const refunded = applyAll([
      review('pending_review', 0),
      review('approved', 5),
      review('awaiting_payment', 9),
    ])
    expect(refunded).toMatchObject({
      profileCompleted: true,
      profileStatus: 'awaiting_payment',
      profileStatusEventAt: at(9),
    })
    // Delivered out of order: the older events change nothing, the refund still wins.
    expect(
      applyAll([review('awaiting_payment', 9), review('approved', 5), review('pending_review', 0)]),
    ).toMatchObject({ profileStatus: 'awaiting_payment' })
    // An old draft announcement delivered after the payment changes nothing; on a tie the decision wins.
    expect(
      profileFactsChange(applyAll([review('pending_review', 5)]), review('awaiting_payment', 0)),
    ).toBeNull()
    expect(applyAll([review('approved', 0), review('awaiting_payment', 0)])).toMatchObject({
      profileStatus: 'approved',
    })
  })

  test('a saved renter profile completes the profile and leaves the review status alone', () => {
    const renter: ProfileFact = { kind: 'renter_profile', userId: USER, at: at(0) }
    expect(profileFactsChange(fresh, renter)).toEqual({ profileCompleted: true })
    expect(profileFactsChange({ ...fresh, profileCompleted: true }, renter)).toBeNull()
    const reviewed = applyAll([review('approved', 0)])
    expect(applyAll([renter], reviewed)).toEqual(reviewed)
  })

  test('a credit score upload sets the score unverified; an older upload never wins', () => {
    expect(profileFactsChange({ ...fresh, creditVerified: true }, score(712, 0))).toEqual({
      creditScore: 712,
      creditVerified: false,
      creditScoreEventAt: at(0),
      creditDocumentId: null,
    })
    expect(applyAll([score(700, 0), score(750, 5)])).toMatchObject({ creditScore: 750 })
    expect(applyAll([score(750, 5), score(700, 0)])).toMatchObject({ creditScore: 750 })
    // A credit score says nothing about the profile.
    expect(applyAll([score(700, 0)])).toMatchObject({ profileCompleted: false, profileStatus: null })
  })
})

describe('credit review decisions', () => {
  test('are read from the documents events, with the reviewed upload', () => {
    expect(
      readProfileFact(
        envelope('credit_report.verified', { userId: USER, documentId: DOC_A.toUpperCase(), creditScore: 720 }),
        received,
      ),
    ).toEqual({ kind: 'credit_review', userId: USER, documentId: DOC_A, verified: true })
    expect(
      readProfileFact(envelope('credit_report.rejected', { userId: USER, documentId: DOC_A, reason: 'x' }), received),
    ).toMatchObject({ verified: false })
    expect(readProfileFact(envelope('credit_report.verified', { userId: USER }), received)).toBeNull()
    expect(
      readProfileFact(envelope('credit_report.uploaded', { userId: USER, creditScore: 720, documentId: DOC_B }), received),
    ).toMatchObject({ kind: 'credit_score', documentId: DOC_B })
  })

  test('verify the score only while the reviewed upload is still the latest; a new upload clears it', () => {
    expect(applyAll([score(720, 0, DOC_A), decision(DOC_A, true)])).toMatchObject({ creditVerified: true })
    // The decision about an older upload arrives after a newer upload: nothing changes.
    expect(applyAll([score(720, 0, DOC_A), score(650, 5, DOC_B), decision(DOC_A, true)])).toMatchObject({
      creditScore: 650,
      creditVerified: false,
    })
    expect(applyAll([score(720, 0, DOC_A), decision(DOC_A, true), score(650, 5, DOC_B)])).toMatchObject({
      creditVerified: false,
      creditDocumentId: DOC_B,
    })
    // A rejection after a verification of the same upload (a corrected decision) clears it; repeats change nothing.
    const verified = applyAll([score(720, 0, DOC_A), decision(DOC_A, true)])
    expect(profileFactsChange(verified, decision(DOC_A, true))).toBeNull()
    expect(profileFactsChange(verified, decision(DOC_A, false))).toEqual({ creditVerified: false })
  })
})
