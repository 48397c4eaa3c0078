import { useState } from 'react'
import { csvExportFileName } from '@cosign/api'
import { Button, api, errorMessage, saveBlob, toast, type QueryValue } from '@cosign/ui'

/**
 * Downloads an admin CSV export with the screen's current filters. Through the shared API client, so the bearer
 * token and a silent refresh apply (a plain link cannot carry the token); the server streams the file, the
 * browser keeps it as one text before saving it under the name the server gives it (`<name>-YYYY-MM-DD.csv`).
 */
export async function downloadCsv(path: string, query: Record<string, QueryValue>, name: string): Promise<void> {
  const csv = await api.get<string>(path, { query, headers: { accept: 'text/csv' } })
  saveBlob(new Blob([csv ?? ''], { type: 'text/csv;charset=utf-8' }), csvExportFileName(name))
}

/** "Export CSV": `path` under /api (e.g. '/chat/admin/disputes.csv'), `query` = the list's filters without paging. */
export function ExportCsvButton({ path, query, name }: { path: string; query: Record<string, QueryValue>; name: string }) {
  const [exporting, setExporting] = useState(false)
  async function exportCsv() {
    setExporting(true)
    try {
      await downloadCsv(path, query, name)
    } catch (err) {
      toast({ title: 'Export failed', description: errorMessage(err), variant: 'error' })
    } finally {
      setExporting(false)
    }
  }
  return (
    <Button variant="secondary" onClick={() => void exportCsv()} loading={exporting} loadingText="Exporting…">
      Export CSV
    </Button>
  )
}
