import { csvExportFileName } from '@cosign/api'
import { api, type QueryValue } from '@cosign/ui'
import { saveBlob } from '@cosign/ui/download'

/**
 * Downloads an admin CSV export with the screen's current filters. Through the shared API client, so the bearer
 * token and a silent refresh apply (a plain link cannot carry the token); the server streams the file, the
 * browser keeps it as one text before saving it under the name the server gives it (`<name>-YYYY-MM-DD.csv`).
 */
export async function downloadCsv(
  path: string,
  query: Record<string, QueryValue>,
  name: string,
): Promise<void> {
  // Not api.call: a file download of whichever export path ExportCsvButton is given (its answer is the CSV text).
  const csv = await api.get<string>(path, { query, headers: { accept: 'text/csv' } })
  saveBlob(new Blob([csv ?? ''], { type: 'text/csv;charset=utf-8' }), csvExportFileName(name))
}
