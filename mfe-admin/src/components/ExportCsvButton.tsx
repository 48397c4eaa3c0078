import { useState } from 'react'
import { Button, errorMessage, toast, type QueryValue } from '@cosign/ui'
import { downloadCsv } from './export-csv.js'

/**
 * "Export CSV": `path` under /api (a feature module's constant, e.g. DISPUTES_CSV_PATH), `query` = the list's
 * filters without paging.
 */
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
