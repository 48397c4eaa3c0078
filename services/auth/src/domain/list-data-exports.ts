import type { DataExportListResponse } from '@cosign/api'
import { dataExportRepository } from '../repositories/data-export-repository.js'
import { toDataExportDto } from '../model/data-export.js'
import type { Deps } from './deps.js'

/** `GET /me/exports`: the user's export requests, newest first; one past its expiry reads as expired. */
export async function listDataExports(deps: Pick<Deps, 'prisma' | 'now'>, userId: string): Promise<DataExportListResponse> {
  const now = deps.now()
  const rows = await dataExportRepository.listOf(deps.prisma, userId)
  return {
    exports: rows.map((row) =>
      toDataExportDto(row.status === 'ready' && row.expiresAt && row.expiresAt <= now ? { ...row, status: 'expired' } : row),
    ),
  }
}
