import { ACCOUNT_PRIVACY_MESSAGES } from '@cosign/api'
import { notFound } from '@cosign/service-kit'
import { dataExportRepository } from '../repositories/data-export-repository.js'
import type { Deps } from './deps.js'

/** `GET /me/exports/:id/archive`: the zip of one of the caller's ready exports (404 for anyone else's or expired). */
export async function downloadDataExport(
  deps: Pick<Deps, 'prisma' | 'now'>,
  userId: string,
  id: string,
): Promise<{ fileName: string; bytes: Buffer }> {
  const row = await dataExportRepository.archiveOf(deps.prisma, userId, id, deps.now())
  if (!row?.archive) throw notFound(ACCOUNT_PRIVACY_MESSAGES.exportNotFound)
  const day = (row.readyAt ?? deps.now()).toISOString().slice(0, 10)
  return { fileName: `cosign-data-${day}.zip`, bytes: Buffer.from(row.archive) }
}
