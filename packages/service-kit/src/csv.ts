// CSV exports (docs/decisions.md, "CSV exports"): the parts every service's export shares, the CSV text itself
// written by csv-stringify (quoting, RFC 4180 line ends).
import { pipeline, Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { stringify } from 'csv-stringify'
import { csvExportFileName } from '@cosign/api'

/** Cells a spreadsheet would run as a formula (or that hide one behind a tab or carriage return). */
const FORMULA_START = /^[=+\-@\t\r]/

/**
 * A text cell made safe to open in a spreadsheet: one starting with =, +, -, @, tab or carriage return gets a
 * leading apostrophe, so Excel, LibreOffice and Sheets show it as text instead of evaluating it (CSV injection).
 * Only for text: numbers are written as numbers by the caller.
 */
export function neutraliseFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8'

/** The headers of a CSV download (file name: contracts' csvExportFileName): a file, never cached (personal data). */
export function csvDownloadHeaders(fileName: string): Record<string, string> {
  return {
    'content-type': CSV_CONTENT_TYPE,
    'content-disposition': `attachment; filename="${fileName}"`,
    'cache-control': 'no-store',
  }
}

/** Answers a CSV export (csvStream) as the download `<name>-YYYY-MM-DD.csv` (csvExportFileName). */
export function sendCsvDownload(reply: FastifyReply, name: string, csv: Readable) {
  return reply.headers(csvDownloadHeaders(csvExportFileName(name))).send(csv)
}

/**
 * Every row of a keyset-paged query, one page of `batchSize` in memory at a time. `page(last)` returns the rows
 * after `last` (null: the first page), in the export's order. The first page is read before this resolves, so a
 * failing query (bad input, database down) is an ordinary error answer before any header is sent; a later page
 * failing makes the iteration throw, which the caller turns into a broken transfer (never a short file that
 * looks complete).
 */
export async function keysetRows<T>(
  page: (last: T | null) => Promise<T[]>,
  batchSize: number,
): Promise<AsyncIterable<T>> {
  const first = await page(null)
  return (async function* () {
    for (let batch = first; ; ) {
      yield* batch
      if (batch.length < batchSize) return
      batch = await page(batch[batch.length - 1]!)
    }
  })()
}

export type CsvValue = string | number | null | undefined

/**
 * A header row, then one line per record, produced as the stream is read (backpressure reaches `records`).
 * Text cells pass `neutraliseFormula`. If `records` throws, the returned stream is destroyed with that error, so
 * the response breaks off instead of ending like a complete file.
 */
export function csvStream(columns: readonly string[], records: AsyncIterable<CsvValue[]>): Readable {
  const csv = stringify({
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    // The library quotes a cell holding the record delimiter (\r\n) but not a lone \n or \r, which would
    // still split the row in a spreadsheet.
    quoted_match: /[\r\n]/,
    cast: { string: neutraliseFormula },
  })
  pipeline(Readable.from(records), csv, () => {
    // pipeline has already destroyed `csv` with the error; Fastify then aborts the response.
  })
  return csv
}

/** Rows an export reads per query (the exports' default `batchSize`; tests pass smaller ones). */
export const CSV_EXPORT_BATCH_SIZE = 500

/**
 * A keyset-paged export as CSV: `keysetRows(page, batchSize)`, each row turned into its cells by `cellsOf`, under
 * the header `columns`. Resolves after the first page is read (so a failing query is still an error answer).
 */
export async function keysetCsv<T>(
  columns: readonly string[],
  page: (last: T | null) => Promise<T[]>,
  batchSize: number,
  cellsOf: (row: T) => CsvValue[],
): Promise<Readable> {
  const rows = await keysetRows(page, batchSize)
  async function* records() {
    for await (const row of rows) yield cellsOf(row)
  }
  return csvStream(columns, records())
}
