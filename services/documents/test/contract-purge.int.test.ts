// Issue 30's retention purge: `contract.purged` deletes the contract's signed PDFs (rows and files, every issue)
// and its landlord share links; another contract's stay; a redelivered event changes nothing.
import { randomBytes } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { redeliverEvent, signedInClaims } from '@cosign/service-kit'
import { storeAgreementPdf } from '../src/domain/store-agreement-pdf.js'
import { CONTRACT_PURGE_CONSUMER } from '../src/plugins/contract-purge-consumer.js'
import { sampleAgreement, type SampleAgreement } from '../src/scripts/sample-agreement.js'
import { documentsRunWithBus, envelope, storedFiles, waitForConsumerIdle } from './helpers.js'

const run = documentsRunWithBus('documents_contract_purge')

/**
 * A finalized contract's agreement: its current issue (a rendered PDF) and an earlier, superseded issue, with its
 * status and a landlord share link of its renter. The PDF is rendered outside a consumer's transaction (on a loaded
 * machine rendering may outlast the consumer transaction's timeout; the agreements tests cover the consumers).
 */
async function finalizedWithShare(s: SampleAgreement) {
  const issuedAt = new Date()
  const stored = await storeAgreementPdf(run.app.deps, s.contractId, { ...s.agreement, stage: 'finalized' }, issuedAt, {
    verifyUrlTemplate: 'http://app.test/agreements/verify/<sha256>',
  })
  const earlierKey = `agreements/${s.contractId}-earlier.pdf`
  const earlierBytes = await readFile(path.join(run.config.documentsDir, stored.storageKey))
  await run.app.deps.files.write(earlierKey, earlierBytes)
  await run.app.prisma.signedAgreement.create({
    data: { contractId: s.contractId, renterId: s.renterId, cosignerId: s.cosignerId, ...stored, termsHash: 'a'.repeat(64), stage: 'finalized', issuedAt },
  })
  await run.app.prisma.supersededAgreement.create({
    data: { sha256: randomBytes(32).toString('hex'), contractId: s.contractId, storageKey: earlierKey, stage: 'fully_signed', issuedAt, supersededAt: issuedAt },
  })
  await run.app.prisma.agreementContractStatus.create({ data: { contractId: s.contractId, status: 'finalized' } })
  const renter = { authorization: `Bearer ${run.app.jwt.sign(signedInClaims({ sub: s.renterId, email: `${s.renterId}@example.com`, role: 'RENTER' }))}` }
  const share = await run.app.inject({ method: 'POST', url: `/agreements/${s.contractId}/shares`, headers: renter })
  expect(share.statusCode).toBe(201)
}

const rowsOf = async (contractId: string) => {
  const where = { where: { contractId } }
  return {
    agreements: await run.app.prisma.signedAgreement.count(where),
    superseded: await run.app.prisma.supersededAgreement.count(where),
    shares: await run.app.prisma.agreementShare.count(where),
    statuses: await run.app.prisma.agreementContractStatus.count(where),
  }
}

const keysOf = async (contractId: string) => [
  ...(await run.app.prisma.signedAgreement.findMany({ where: { contractId } })).map((a) => a.storageKey),
  ...(await run.app.prisma.supersededAgreement.findMany({ where: { contractId } })).map((a) => a.storageKey),
]

test("contract.purged deletes the contract's agreement PDFs (rows and files) and shares, once; others stay", async () => {
  const purged = sampleAgreement()
  const kept = sampleAgreement()
  await finalizedWithShare(purged)
  await finalizedWithShare(kept)
  const all = { agreements: 1, superseded: 1, shares: 1, statuses: 1 }
  expect(await rowsOf(purged.contractId)).toEqual(all)
  const purgedKeys = await keysOf(purged.contractId)
  const keptKeys = await keysOf(kept.contractId)
  expect(await storedFiles(run.config)).toEqual(expect.arrayContaining([...purgedKeys, ...keptKeys]))

  const event = envelope('contract.purged', { contractId: purged.contractId })
  await run.bus.publish(event)
  await waitForConsumerIdle(run.bus, CONTRACT_PURGE_CONSUMER)
  const none = { agreements: 0, superseded: 0, shares: 0, statuses: 0 }
  expect(await rowsOf(purged.contractId)).toEqual(none)
  const files = await storedFiles(run.config)
  for (const key of purgedKeys) expect(files).not.toContain(key)
  expect(files).toEqual(expect.arrayContaining(keptKeys))
  expect(await rowsOf(kept.contractId)).toEqual(all)

  await redeliverEvent(run.bus, event, CONTRACT_PURGE_CONSUMER)
  expect(await run.app.prisma.processedEvent.count({ where: { eventId: event.id, consumer: CONTRACT_PURGE_CONSUMER } })).toBe(1)
  expect(await rowsOf(purged.contractId)).toEqual(none)
  expect(await rowsOf(kept.contractId)).toEqual(all)
  expect(await storedFiles(run.config)).toEqual(expect.arrayContaining(keptKeys))
})
