// The data export's pure parts (issue 30): which services send a part, the archive's layout, the DTO.
import { strToU8, zipSync } from 'fflate'
import type { DataExportDto, DataExportStatus } from '@cosign/api'

/** Every service that holds data about a user: an export is complete when each has sent its part. */
export const EXPORT_SERVICES = ['auth', 'matching', 'contracts', 'payments', 'chat', 'documents'] as const

/** An export still gathering after this long is built with the parts that came (a service was down). */
export const EXPORT_GATHER_TIMEOUT_MS = 10 * 60_000

export interface ExportPart {
  service: string
  data: unknown
}

/**
 * The archive: `<service>/<file>.json` for each file of each part (pretty-printed), and a README.txt saying what
 * it is and which services did not answer in time, if any.
 */
export function buildArchive(parts: readonly ExportPart[], generatedAt: Date, productName: string): Uint8Array {
  const files: Record<string, Uint8Array> = {}
  for (const part of parts) {
    const data = (part.data ?? {}) as Record<string, unknown>
    for (const [name, content] of Object.entries(data)) {
      const safe = name.replace(/[^a-z0-9_.-]/gi, '_')
      files[`${part.service}/${safe.endsWith('.json') ? safe : `${safe}.json`}`] = strToU8(JSON.stringify(content, null, 2))
    }
  }
  const present = new Set(parts.map((p) => p.service))
  const missing = EXPORT_SERVICES.filter((s) => !present.has(s))
  const readme = [
    `Your ${productName} data, generated ${generatedAt.toISOString()}.`,
    'One folder per part of the service, one JSON file per kind of record.',
    missing.length ? `Not included (did not answer in time): ${missing.join(', ')}.` : 'Every part of the service answered.',
  ].join('\n')
  files['README.txt'] = strToU8(`${readme}\n`)
  return zipSync(files, { level: 6, mtime: generatedAt })
}

export function toDataExportDto(row: {
  id: string
  status: string
  requestedAt: Date
  readyAt: Date | null
  expiresAt: Date | null
  sizeBytes: number | null
}): DataExportDto {
  return {
    id: row.id,
    status: row.status as DataExportStatus,
    requestedAt: row.requestedAt.toISOString(),
    readyAt: row.readyAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
    sizeBytes: row.sizeBytes,
  }
}
