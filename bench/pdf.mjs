#!/usr/bin/env node
// PDF rendering benchmarks: each document the platform renders is one measurement block below.
//
//   node bench/pdf.mjs [name ...]      (no name: every block; names: agreement, receipt)
//   env: N renders measured per block (200), WARMUP renders first, not measured (10)
//
// Renders with the services' own rendering functions from their built dist/ (`pnpm build` in the service
// first). No database, no file system: rendering and the fingerprint only (the consumer then writes one file).
// To add a document, add a block to BLOCKS: a name, a target p95 and a `setup()` that returns an async
// `renderOne()` giving the PDF's bytes.
import { createHash, randomUUID } from 'node:crypto'
import { performance } from 'node:perf_hooks'

const N = Number(process.env.N ?? 200)
const WARMUP = Number(process.env.WARMUP ?? 10)

async function importDist(service, file) {
  const url = new URL(`../services/${service}/dist/${file}`, import.meta.url)
  return import(url.href).catch((err) => {
    console.error(`services/${service} is not built: cd services/${service} && pnpm build`)
    throw err
  })
}

const BLOCKS = {
  /**
   * The signed cosigning agreement (documents service, `renderAgreementPdf`, run by the agreements consumer for
   * contract.fully_signed and again, as the final issue, for contract.finalized): an installments contract with
   * its lease, money clause and 12-row schedule, the terms table, both drawn signatures as the pad exports them
   * at its largest (1200 x 360 RGBA PNG: a 600 px wide pad at a 2x pixel ratio; the pad never exceeds
   * 1200 x 400) and the audit certificate. Each render gets a fresh contract (new ids and hash), as in production.
   */
  agreement: {
    title: 'signed agreement PDFs (both signature images, 1200 x 360 each)',
    targetP95Ms: 300,
    async setup() {
      const { renderAgreementPdf } = await importDist('documents', 'lib/pdf/render-agreement-pdf.js')
      const { sampleAgreement, signaturePng } = await importDist('documents', 'scripts/sample-agreement.js')
      // Two signature images drawn once, as the event carries them (data URLs).
      const cosignerPng = signaturePng(1200, 360, 1)
      const renterPng = signaturePng(1200, 360, 2)
      console.log(`  signature PNGs: ${cosignerPng.length} and ${renterPng.length} bytes`)
      return async () => {
        const s = sampleAgreement({ cosignerPng, renterPng })
        return renderAgreementPdf({
          contractId: s.contractId,
          agreement: s.agreement,
          issuedAt: new Date(),
          verifyUrlTemplate: 'http://localhost:8080/api/documents/agreements/verify/<sha256>',
          verifyPageUrl: 'http://localhost:8080/verify',
        })
      }
    },
  },
  /**
   * A receipt (payments service, `renderReceiptPdf`, rendered at every download from the stored receipt): one
   * page with a contract step 1's breakdown. Each render gets a fresh number and ids.
   */
  receipt: {
    title: 'receipt PDFs (contract step 1: platform fee + processing fee)',
    targetP95Ms: 100,
    async setup() {
      const { renderReceiptPdf } = await importDist('payments', 'domain/render-receipt-pdf.js')
      let sequence = 0
      return () => {
        sequence += 1
        return renderReceiptPdf({
          number: `2026-${String(sequence).padStart(6, '0')}`,
          kind: 'payment',
          purpose: 'contract_platform_fee',
          paymentId: randomUUID(),
          contractId: randomUUID(),
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
        })
      }
    },
  },
}

const f = (ms) => `${ms.toFixed(1)} ms`

/** Measures one block: WARMUP renders, then N timed ones (render + SHA-256 of the bytes). True when p95 is met. */
async function measure(name, block) {
  console.log(`${name}: ${block.title}`)
  const render = await block.setup()
  const once = async () => {
    const t0 = performance.now()
    const bytes = await render()
    createHash('sha256').update(bytes).digest('hex') // the fingerprint, part of the work
    return { ms: performance.now() - t0, size: bytes.length }
  }
  const cold = await once()
  for (let i = 1; i < WARMUP; i++) await once()
  const times = []
  let bytes = 0
  const started = performance.now()
  for (let i = 0; i < N; i++) {
    const { ms, size } = await once()
    times.push(ms)
    bytes += size
  }
  const wall = performance.now() - started
  times.sort((a, b) => a - b)
  const pct = (p) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]
  console.log(`  ${N} renders after ${WARMUP} warm-up (first, cold: ${f(cold.ms)})`)
  console.log(`  p50 ${f(pct(50))}   p95 ${f(pct(95))}   p99 ${f(pct(99))}   max ${f(times.at(-1))}`)
  console.log(`  ${(N / (wall / 1000)).toFixed(1)} PDFs/s on one core, average size ${Math.round(bytes / N / 1024)} KB`)
  const ok = pct(95) < block.targetP95Ms
  console.log(`  target p95 < ${block.targetP95Ms} ms: ${ok ? 'met' : 'MISSED'}`)
  return ok
}

const chosen = process.argv.slice(2)
const unknown = chosen.filter((n) => !(n in BLOCKS))
if (unknown.length) {
  console.error(`unknown block(s): ${unknown.join(', ')}; known: ${Object.keys(BLOCKS).join(', ')}`)
  process.exit(2)
}
let allMet = true
for (const name of chosen.length ? chosen : Object.keys(BLOCKS)) allMet = (await measure(name, BLOCKS[name])) && allMet
process.exit(allMet ? 0 : 1)
