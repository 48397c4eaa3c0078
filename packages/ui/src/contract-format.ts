// How contracts read on screen, and the pure rules the contract screens share (status labels, the fee preview,
// which payment step can be paid, the terms hash). Exported as the subpath `@cosign/ui/contract-format`, not
// from the package index (the shell's eagerly loaded singleton): only mfe-renter and mfe-cosigner use it, and
// it holds no state, so each bundles its copy. Pure: no React, no session, no network.
import {
  canonicalTerms,
  dueAtSigningCents,
  leaseMonths,
  signedTermsOf,
  splitContractFee,
  type ContractDto,
  type ContractStatus,
  type ContractSummaryDto,
  type ContractTermsInput,
  type FeeOption,
  type LedgerEntryDto,
  type LedgerEntryStatus,
  type PaymentStepDto,
  type PaymentStepStatus,
  type Role,
} from '@cosign/api'
import { formatDate } from './format.js'

/** Who is looking at a contract: its renter, its cosigner, or an admin (anyone else never gets it). */
export type ContractViewer = 'renter' | 'cosigner' | 'admin'

/** The viewer of a contract from the signed-in user (admins see every contract as admins). */
export function contractViewerOf(
  contract: Pick<ContractSummaryDto, 'renterId' | 'cosignerId'>,
  user: { id: string; role: Role } | null | undefined,
): ContractViewer {
  if (user?.role === 'ADMIN') return 'admin'
  if (user && user.id.toLowerCase() === contract.renterId.toLowerCase()) return 'renter'
  if (user && user.id.toLowerCase() === contract.cosignerId.toLowerCase()) return 'cosigner'
  return user?.role === 'RENTER' ? 'renter' : 'cosigner'
}

/**
 * The spec's status labels: awaiting_cosigner (an admin created it) reads "Awaiting Your Signature" to the
 * cosigner and "Pending Cosigner" to the others; cosigner_signed reads "Pending Renter" to the cosigner (and admins) and "Awaiting
 * Your Signature" to the renter; fully_signed "Payment Required"; then Finalized, Cancelled, Completed.
 */
export function contractStatusLabel(status: ContractStatus, viewer: ContractViewer): string {
  switch (status) {
    case 'awaiting_cosigner':
      return viewer === 'cosigner' ? 'Awaiting Your Signature' : 'Pending Cosigner'
    case 'cosigner_signed':
      return viewer === 'renter' ? 'Awaiting Your Signature' : 'Pending Renter'
    case 'fully_signed':
      return 'Payment Required'
    case 'finalized':
      return 'Finalized'
    case 'cancelled':
      return 'Cancelled'
    case 'completed':
      return 'Completed'
    default:
      return String(status)
  }
}

export function contractStatusBadgeVariant(status: ContractStatus): 'success' | 'neutral' | 'danger' {
  if (status === 'finalized' || status === 'completed') return 'success'
  if (status === 'cancelled') return 'danger'
  return 'neutral'
}

/** A status's words from its table (the status itself for one the table does not know, e.g. a newer server's). */
function labelIn<S extends string>(labels: Record<S, string>): (status: S) => string {
  return (status) => labels[status] ?? status
}

/** A status's badge: `success` and `danger` for the two that say so, neutral for the rest. */
function badgeVariantOf<S extends string>(success: S, danger: S): (status: S) => 'success' | 'neutral' | 'danger' {
  return (status) => (status === success ? 'success' : status === danger ? 'danger' : 'neutral')
}

const STEP_LABELS: Record<PaymentStepStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
}
export const paymentStepLabel = labelIn(STEP_LABELS)
export const paymentStepBadgeVariant = badgeVariantOf<PaymentStepStatus>('completed', 'failed')

const FEE_OPTION_LABELS: Record<FeeOption, string> = {
  full: 'Full Payment Upfront',
  installments: 'Down Payment + Monthly',
}
export const feeOptionLabel = labelIn(FEE_OPTION_LABELS)

const LEDGER_STATUS_LABELS: Record<LedgerEntryStatus, string> = { pending: 'Pending', paid: 'Paid', overdue: 'Overdue' }
export const ledgerStatusLabel = labelIn(LEDGER_STATUS_LABELS)
export const ledgerStatusBadgeVariant = badgeVariantOf<LedgerEntryStatus>('paid', 'overdue')

/** Ledger entries by due date, latest first (the spec's order); ties keep the server's order. */
export function ledgerByDueDateDesc(entries: readonly LedgerEntryDto[]): LedgerEntryDto[] {
  return [...entries].sort((a, b) => (a.dueDate === b.dueDate ? 0 : a.dueDate < b.dueDate ? 1 : -1))
}

export interface FeePreview {
  feeCents: number
  /** 15 % of the whole fee, kept by the platform. */
  platformFeeCents: number
  /** 85 %: what the cosigner receives over the whole contract. */
  cosignerReceivesCents: number
  /** The one-time $50 the renter pays the platform in step 1. */
  processingFeeCents: number
  /** What the two steps charge once both parties signed: the fee (full) or the down payment (installments). */
  dueAtSigningCents: number
  /** Step 1: platform fee of the amount due at signing + processing fee. */
  step1Cents: number
  /** Step 2: the cosigner's share of the amount due at signing. */
  step2Cents: number
  /** Installments: number and amount of the monthly payments (0 for full). */
  installmentCount: number
  monthlyPaymentCents: number
  /** All the renter pays over the contract: fee + processing fee. */
  renterTotalCents: number
}

/**
 * The fee preview of the creation form, or null when there is nothing to preview (the spec shows it only for
 * a fee above 0). Installment fields that are not whole cents count as 0 until the cosigner fixes them.
 */
export function feePreview(terms: {
  feeCents: number | null
  feeOption: FeeOption
  downPaymentCents?: number | null
  monthlyPaymentCents?: number | null
  leaseStartDate?: string
  leaseEndDate?: string
}): FeePreview | null {
  const fee = terms.feeCents
  if (fee === null || !Number.isSafeInteger(fee) || fee <= 0) return null
  const whole = split(fee)
  const installments = terms.feeOption === 'installments'
  const down = installments && isCents(terms.downPaymentCents) ? terms.downPaymentCents : 0
  const due = dueAtSigningCents({ feeOption: terms.feeOption, feeCents: fee, downPaymentCents: down })
  const atSigning = split(due)
  const months =
    installments && terms.leaseStartDate && terms.leaseEndDate && terms.leaseEndDate > terms.leaseStartDate
      ? leaseMonths(terms.leaseStartDate, terms.leaseEndDate)
      : 0
  return {
    feeCents: fee,
    platformFeeCents: whole.platformFeeCents,
    cosignerReceivesCents: whole.step2Cents,
    processingFeeCents: whole.processingFeeCents,
    dueAtSigningCents: due,
    step1Cents: atSigning.step1Cents,
    step2Cents: atSigning.step2Cents,
    installmentCount: months,
    monthlyPaymentCents: installments && isCents(terms.monthlyPaymentCents) ? terms.monthlyPaymentCents : 0,
    renterTotalCents: fee + whole.processingFeeCents,
  }
}

function isCents(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}
function split(cents: number) {
  return splitContractFee(Math.max(0, Math.min(cents, Number.MAX_SAFE_INTEGER)))
}

export type ContractStep = 1 | 2

/** One step of a contract's way to final, as the contract page's stepper shows it. */
export interface ContractProgressStep {
  label: string
  state: 'done' | 'current' | 'upcoming'
  /** When it happened (ISO), for a done step; "Processing" while a payment is being confirmed. */
  detail: string | null
}

/**
 * The five steps from the spec's order: the cosigner signs, the renter signs, step 1 is paid, step 2 is paid,
 * the contract is finalized. The first step not done is the current one; a cancelled contract has none current.
 */
export function contractProgress(
  contract: Pick<ContractDto, 'status' | 'signatures' | 'step1' | 'step2' | 'history'>,
): ContractProgressStep[] {
  const signedAt = (role: 'renter' | 'cosigner') => contract.signatures.find((s) => s.role === role)?.signedAt ?? null
  const final = contract.status === 'finalized' || contract.status === 'completed'
  const finalizedAt = contract.history.find((h) => h.status === 'finalized')?.at ?? null
  const stepDetail = (step: PaymentStepDto) =>
    step.status === 'completed' ? step.at : step.status === 'processing' ? 'Processing' : null
  const raw: { label: string; done: boolean; detail: string | null }[] = [
    { label: 'Cosigner signed', done: signedAt('cosigner') !== null, detail: signedAt('cosigner') },
    { label: 'Renter signed', done: signedAt('renter') !== null, detail: signedAt('renter') },
    { label: 'Step 1 paid', done: contract.step1.status === 'completed', detail: stepDetail(contract.step1) },
    { label: 'Step 2 paid', done: contract.step2.status === 'completed', detail: stepDetail(contract.step2) },
    { label: 'Finalized', done: final, detail: final ? finalizedAt : null },
  ]
  const current = contract.status === 'cancelled' ? -1 : raw.findIndex((step) => !step.done)
  return raw.map((step, i) => ({
    label: step.label,
    state: step.done ? 'done' : i === current ? 'current' : 'upcoming',
    detail: step.detail,
  }))
}

/** Whether the renter can start paying a step now: signed by both, step 1 first, not already paid or under way. */
export function canPayStep(
  contract: Pick<ContractSummaryDto, 'status' | 'step1' | 'step2'>,
  step: ContractStep,
): boolean {
  if (contract.status !== 'fully_signed') return false
  const own: PaymentStepDto = step === 1 ? contract.step1 : contract.step2
  if (own.status === 'completed' || own.status === 'processing') return false
  return step === 1 || contract.step1.status === 'completed'
}

/** True while a step waits for the payment service (the screen polls as a fallback to the live push). */
export function hasProcessingStep(contract: Pick<ContractSummaryDto, 'step1' | 'step2'> | null | undefined): boolean {
  return contract?.step1.status === 'processing' || contract?.step2.status === 'processing'
}

/** Either party (or an admin) may cancel until the contract is final. */
export function canCancelContract(status: ContractStatus): boolean {
  return status === 'awaiting_cosigner' || status === 'cosigner_signed' || status === 'fully_signed'
}

/** Whose signature a contract waits for, if any: the cosigner of an admin-created one, then the renter. */
export function signerDue(status: ContractStatus): 'cosigner' | 'renter' | null {
  if (status === 'awaiting_cosigner') return 'cosigner'
  if (status === 'cosigner_signed') return 'renter'
  return null
}

/** The signed PDF exists once both parties signed (the documents service renders it then). */
export function hasSignedAgreement(status: ContractStatus): boolean {
  return status === 'fully_signed' || status === 'finalized' || status === 'completed'
}

/** The payment screen of a contract (`step` = 'cosigner' points at step 2, as the spec's Continue link does). */
export function contractPaymentPath(contractId: string, step?: 'platform' | 'cosigner'): string {
  const query = new URLSearchParams()
  if (step) query.set('step', step)
  query.set('contractId', contractId)
  return `/contract-management?${query.toString()}`
}

export function contractPath(contractId: string): string {
  return `/contracts/${encodeURIComponent(contractId)}`
}

/**
 * SHA-256 of a text (UTF-8) as lower-case hex, with Web Crypto; pages served over plain http from another host
 * have no crypto.subtle (secure contexts only), so a small implementation stands in there.
 */
export async function sha256Hex(text: string): Promise<string> {
  const bytes = new TextEncoder().encode(text)
  const subtle = globalThis.crypto?.subtle
  const digest = subtle ? new Uint8Array(await subtle.digest('SHA-256', bytes)) : sha256Fallback(bytes)
  return [...digest].map((byte) => byte.toString(16).padStart(2, '0')).join('')
}

const K = new Uint32Array([
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5, 0xd807aa98,
  0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174, 0xe49b69c1, 0xefbe4786,
  0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da, 0x983e5152, 0xa831c66d, 0xb00327c8,
  0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967, 0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13,
  0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85, 0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819,
  0xd6990624, 0xf40e3585, 0x106aa070, 0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a,
  0x5b9cca4f, 0x682e6ff3, 0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7,
  0xc67178f2,
])

/** FIPS 180-4 SHA-256 (exported for its unit test against Web Crypto). */
export function sha256Fallback(message: Uint8Array): Uint8Array {
  const h = new Uint32Array([
    0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a, 0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19,
  ])
  const length = message.length
  const padded = new Uint8Array(Math.ceil((length + 9) / 64) * 64)
  padded.set(message)
  padded[length] = 0x80
  const view = new DataView(padded.buffer)
  view.setUint32(padded.length - 8, Math.floor((length * 8) / 2 ** 32))
  view.setUint32(padded.length - 4, (length * 8) >>> 0)
  const w = new Uint32Array(64)
  const rotr = (x: number, n: number) => (x >>> n) | (x << (32 - n))
  for (let offset = 0; offset < padded.length; offset += 64) {
    for (let i = 0; i < 16; i++) w[i] = view.getUint32(offset + i * 4)
    for (let i = 16; i < 64; i++) {
      const s0 = rotr(w[i - 15]!, 7) ^ rotr(w[i - 15]!, 18) ^ (w[i - 15]! >>> 3)
      const s1 = rotr(w[i - 2]!, 17) ^ rotr(w[i - 2]!, 19) ^ (w[i - 2]! >>> 10)
      w[i] = (w[i - 16]! + s0 + w[i - 7]! + s1) >>> 0
    }
    let [a, b, c, d, e, f, g, hh] = h as unknown as number[]
    for (let i = 0; i < 64; i++) {
      const S1 = rotr(e!, 6) ^ rotr(e!, 11) ^ rotr(e!, 25)
      const ch = (e! & f!) ^ (~e! & g!)
      const t1 = (hh! + S1 + ch + K[i]! + w[i]!) >>> 0
      const S0 = rotr(a!, 2) ^ rotr(a!, 13) ^ rotr(a!, 22)
      const maj = (a! & b!) ^ (a! & c!) ^ (b! & c!)
      const t2 = (S0 + maj) >>> 0
      hh = g
      g = f
      f = e
      e = (d! + t1) >>> 0
      d = c
      c = b
      b = a
      a = (t1 + t2) >>> 0
    }
    h[0] = (h[0]! + a!) >>> 0
    h[1] = (h[1]! + b!) >>> 0
    h[2] = (h[2]! + c!) >>> 0
    h[3] = (h[3]! + d!) >>> 0
    h[4] = (h[4]! + e!) >>> 0
    h[5] = (h[5]! + f!) >>> 0
    h[6] = (h[6]! + g!) >>> 0
    h[7] = (h[7]! + hh!) >>> 0
  }
  const out = new Uint8Array(32)
  const outView = new DataView(out.buffer)
  for (let i = 0; i < 8; i++) outView.setUint32(i * 4, h[i]!)
  return out
}

/** The terms hash the cosigner signs on the creation form: the server hashes the same canonical string. */
export function termsHashOf(
  terms: ContractTermsInput,
  parties: { renterId: string; cosignerId: string; cosignerEmail: string; cosignerPaypalEmail: string },
): Promise<string> {
  return sha256Hex(canonicalTerms(signedTermsOf(terms, parties)))
}

/** The terms of a stored contract as the creation form proposed them. */
export function termsOfContract(contract: ContractDto): ContractTermsInput {
  return {
    renterName: contract.renterName,
    renterAddress: contract.renterAddress,
    cosignerName: contract.cosignerName,
    cosignerAddress: contract.cosignerAddress,
    leaseStartDate: contract.leaseStartDate,
    leaseEndDate: contract.leaseEndDate,
    feeOption: contract.feeOption,
    feeCents: contract.feeCents,
    downPaymentCents: contract.downPaymentCents,
    monthlyPaymentCents: contract.monthlyPaymentCents,
    // Version 1 contracts have none: their recomputed hash differs and shownTermsHash falls back to the stored one.
    propertyAddress: contract.propertyAddress ?? '',
    monthlyRentCents: contract.monthlyRentCents ?? 0,
    leaseTermMonths: contract.leaseTermMonths ?? 0,
    landlordName: contract.landlordName,
    landlordEmail: contract.landlordEmail,
    maxLiabilityCents: contract.maxLiabilityCents ?? 0,
  }
}

/**
 * The hash a party signs: recomputed from the contract shown (so the signature covers exactly what was on
 * screen); the server refuses it if the stored terms changed meanwhile. Falls back to the contract's own hash
 * if the agreement version is not one this screen knows.
 */
export async function shownTermsHash(contract: ContractDto): Promise<string> {
  const hash = await termsHashOf(termsOfContract(contract), {
    renterId: contract.renterId,
    cosignerId: contract.cosignerId,
    cosignerEmail: contract.cosignerEmail,
    cosignerPaypalEmail: contract.cosignerPaypalEmail,
  })
  return hash === contract.termsHash ? hash : contract.termsHash
}

/** A signature canvas may be submitted only with something drawn and no submission under way. */
export function canSubmitSignature(state: { isEmpty: boolean; submitting: boolean; disabled?: boolean }): boolean {
  return !state.isEmpty && !state.submitting && !state.disabled
}

/** A YYYY-MM-DD lease date as a calendar day: the UI's one date format (formatDate), kept under this name for callers. */
export function formatLeaseDate(isoDay: string | null | undefined): string {
  return formatDate(isoDay)
}
