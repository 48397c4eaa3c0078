import { DATA_EXPORT_TTL_DAYS } from '@cosign/api'
import { dataExportRepository } from '../repositories/data-export-repository.js'
import { inTransaction } from '../repositories/db.js'
import { outboundMailRepository } from '../repositories/outbound-mail-repository.js'
import { userRepository } from '../repositories/user-repository.js'
import { buildArchive, EXPORT_GATHER_TIMEOUT_MS, EXPORT_SERVICES } from '../model/data-export.js'
import { dataExportReadyMail } from '../model/privacy-mails.js'
import type { Deps } from './deps.js'

/**
 * The export job's pass (issue 30): builds the archive of each export whose parts are all in (or that waited past
 * the timeout), stores it with its expiry and writes the "ready" email, each export in one transaction that holds
 * its row locked (SKIP LOCKED: one instance builds it). Also expires old archives. Returns how many were built.
 */
export async function buildDueExports(deps: Pick<Deps, 'prisma' | 'now' | 'mailBrand' | 'kickMail'>): Promise<number> {
  const now = deps.now()
  await dataExportRepository.expire(deps.prisma, now)
  let built = 0
  for (;;) {
    const done = await inTransaction(deps.prisma, async (tx) => {
      const [claimed] = await dataExportRepository.claimBuildable(
        tx,
        EXPORT_SERVICES.length,
        new Date(now.getTime() - EXPORT_GATHER_TIMEOUT_MS),
        1,
      )
      if (!claimed) return false
      const parts = await dataExportRepository.partsOf(tx, claimed.id)
      const archive = buildArchive(parts, now, deps.mailBrand.productName)
      const expiresAt = new Date(now.getTime() + DATA_EXPORT_TTL_DAYS * 86_400_000)
      await dataExportRepository.markReady(tx, claimed.id, archive, now, expiresAt)
      const user = await userRepository.findById(tx, claimed.user_id)
      if (user && !user.deletedAt)
        await outboundMailRepository.add(tx, {
          idempotencyKey: `data-export-ready:${claimed.id}`,
          kind: 'data-export-ready',
          toAddress: user.email,
          ...dataExportReadyMail(deps.mailBrand, { firstName: user.firstName }),
        })
      return true
    })
    if (!done) break
    built++
  }
  if (built > 0) deps.kickMail()
  return built
}
