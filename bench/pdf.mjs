#!/usr/bin/env node
// Signed PDF agreement rendering benchmark.
//
//   node bench/pdf.mjs
//   env: N renders measured (200), WARMUP renders first, not measured (10)
//
// Renders N cosigning agreements with the documents service's own rendering function (the built
// services/documents/dist, so run `cd services/documents && pnpm build` first): an installments contract
// with its seven agreement paragraphs, the terms table, two drawn signatures (500 x 150 RGBA PNGs, as a
// browser canvas exports them) and the audit certificate page. Each render gets a fresh contract (new ids
// and hash), as in production. No database, no file system: rendering only (the consumer then hashes the
// bytes and writes one file).
//
// Target: p95 < 500 ms per agreement.
import { createHash } from 'node:crypto'
import { performance } from 'node:perf_hooks'

const dist = new URL('../services/documents/dist/', import.meta.url)
const { renderAgreementPdf } = await import(new URL('domain/render-agreement-pdf.js', dist).href).catch(
  (err) => {
    console.error('services/documents is not built: cd services/documents && pnpm build')
    throw err
  },
)
const { sampleAgreement, signaturePng } = await import(new URL('scripts/sample-agreement.js', dist).href)

const N = Number(process.env.N ?? 200)
const WARMUP = Number(process.env.WARMUP ?? 10)
const TARGET_P95_MS = 500

// Two signature images drawn once, as the event carries them (data URLs of a few KB).
const cosignerPng = signaturePng(500, 150, 1)
const renterPng = signaturePng(500, 150, 2)
const verifyUrlTemplate = 'http://localhost:8080/api/documents/agreements/verify/<sha256>'

async function renderOne() {
  const s = sampleAgreement({ cosignerPng, renterPng })
  const t0 = performance.now()
  const bytes = await renderAgreementPdf({
    contractId: s.contractId,
    agreement: s.agreement,
    issuedAt: new Date(),
    verifyUrlTemplate,
  })
  createHash('sha256').update(bytes).digest('hex') // the consumer's fingerprint, part of the work
  return { ms: performance.now() - t0, size: bytes.length }
}

const cold = await renderOne()
for (let i = 1; i < WARMUP; i++) await renderOne()
const times = []
let bytes = 0
const started = performance.now()
for (let i = 0; i < N; i++) {
  const { ms, size } = await renderOne()
  times.push(ms)
  bytes += size
}
const wall = performance.now() - started
times.sort((a, b) => a - b)
const pct = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]
const f = (ms) => `${ms.toFixed(1)} ms`

console.log(`signed agreement PDFs: ${N} renders after ${WARMUP} warm-up (first, cold: ${f(cold.ms)})`)
console.log(`  p50 ${f(pct(50))}   p95 ${f(pct(95))}   p99 ${f(pct(99))}   max ${f(times.at(-1))}`)
console.log(
  `  ${(N / (wall / 1000)).toFixed(1)} PDFs/s on one core, average size ${Math.round(bytes / N / 1024)} KB`,
)
const ok = pct(95) < TARGET_P95_MS
console.log(`  target p95 < ${TARGET_P95_MS} ms: ${ok ? 'met' : 'MISSED'}`)
const receiptsOk = await benchReceiptPdfs()
process.exit(ok && receiptsOk ? 0 : 1)

// ---- Receipt PDFs (issue 24): the payments service's renderReceiptPdf (services/payments/dist, so run
// `cd services/payments && pnpm build` first), one page with a contract step 1's breakdown, rendered at every
// download from the stored receipt. Each render gets a fresh number and ids. Target: p95 < 100 ms per receipt.
async function benchReceiptPdfs() {
  const TARGET_RECEIPT_P95_MS = 100
  const paymentsDist = new URL('../services/payments/dist/', import.meta.url)
  const { renderReceiptPdf } = await import(new URL('domain/render-receipt-pdf.js', paymentsDist).href).catch(
    (err) => {
      console.error('services/payments is not built: cd services/payments && pnpm build')
      throw err
    },
  )
  let sequence = 0
  async function renderReceipt() {
    sequence += 1
    const receipt = {
      number: `2026-${String(sequence).padStart(6, '0')}`,
      kind: 'payment',
      purpose: 'contract_platform_fee',
      paymentId: crypto.randomUUID(),
      contractId: crypto.randomUUID(),
      payerName: 'Ana López',
      payeeName: 'Cosign',
      payeeKind: 'platform',
      amountCents: 23_000,
      lines: [
        { label: 'Platform fee (15% of the cosigner fee)', amountCents: 18_000, paidTo: 'platform' },
        { label: 'Processing fee', amountCents: 5_000, paidTo: 'platform' },
      ],
      method: 'paypal',
      providerReference: `CAPTURE-${sequence}`,
      issuedAt: new Date(),
    }
    const t0 = performance.now()
    const bytes = await renderReceiptPdf(receipt)
    return { ms: performance.now() - t0, size: bytes.length }
  }
  const first = await renderReceipt()
  for (let i = 1; i < WARMUP; i++) await renderReceipt()
  const receiptTimes = []
  let receiptBytes = 0
  const receiptStarted = performance.now()
  for (let i = 0; i < N; i++) {
    const { ms, size } = await renderReceipt()
    receiptTimes.push(ms)
    receiptBytes += size
  }
  const receiptWall = performance.now() - receiptStarted
  receiptTimes.sort((a, b) => a - b)
  const at = (p) => receiptTimes[Math.min(receiptTimes.length - 1, Math.ceil((p / 100) * receiptTimes.length) - 1)]
  const ms = (v) => `${v.toFixed(1)} ms`
  console.log(`receipt PDFs: ${N} renders after ${WARMUP} warm-up (first, cold: ${ms(first.ms)})`)
  console.log(`  p50 ${ms(at(50))}   p95 ${ms(at(95))}   p99 ${ms(at(99))}   max ${ms(receiptTimes.at(-1))}`)
  console.log(
    `  ${(N / (receiptWall / 1000)).toFixed(1)} PDFs/s on one core, average size ${Math.round(receiptBytes / N / 1024)} KB`,
  )
  const met = at(95) < TARGET_RECEIPT_P95_MS
  console.log(`  target p95 < ${TARGET_RECEIPT_P95_MS} ms: ${met ? 'met' : 'MISSED'}`)
  return met
}
