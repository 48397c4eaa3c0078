import { csvExportFileName } from '@cosign/api'
import { csvDownloadHeaders, csvStream, keysetCsv, keysetRows, neutraliseFormula, type CsvValue } from './csv.js'

describe('CSV exports', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    for (const text of ['=HYPERLINK("http://x")', '+1', '-2', '@SUM(A1)', '\tcmd', '\r=1'])
      expect(neutraliseFormula(text)).toBe(`'${text}`)
  })

  it('leaves ordinary text alone', () => {
    for (const text of ['25.00', 'Jane Doe', '', ' =not first', 'a=b', "'quoted"]) expect(neutraliseFormula(text)).toBe(text)
  })

  it('names the file by the day, in UTC', () => {
    expect(csvExportFileName('transactions', new Date('2026-11-25T23:59:59Z'))).toBe('transactions-2026-11-25.csv')
    expect(csvDownloadHeaders('a-2026-01-01.csv')).toEqual({
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': 'attachment; filename="a-2026-01-01.csv"',
      'cache-control': 'no-store',
    })
  })

  it('reads keyset pages after the last row until a short page, the first one eagerly', async () => {
    const data = Array.from({ length: 7 }, (_, i) => i)
    const asked: (number | null)[] = []
    const page = async (last: number | null) => {
      asked.push(last)
      const from = last === null ? 0 : last + 1
      return data.slice(from, from + 3)
    }
    const rows = await keysetRows(page, 3)
    expect(asked).toEqual([null])
    const seen: number[] = []
    for await (const row of rows) seen.push(row)
    expect(seen).toEqual(data)
    expect(asked).toEqual([null, 2, 5])
  })

  it('fails before answering when the first page fails', async () => {
    await expect(keysetRows(() => Promise.reject(new Error('db down')), 3)).rejects.toThrow('db down')
  })
})


async function text(stream: NodeJS.ReadableStream): Promise<string> {
  let out = ''
  for await (const chunk of stream) out += String(chunk)
  return out
}
async function* from(rows: CsvValue[][]) {
  yield* rows
}

describe('csvStream', () => {
  it('writes the header, quotes commas, quotes and line breaks, leaves empty cells empty', async () => {
    const csv = await text(csvStream(['A', 'B', 'C'], from([['Doe, Jane', 'say "hi"', null], ['a\nb', 1, '25.00']])))
    expect(csv).toBe('A,B,C\r\n"Doe, Jane","say ""hi""",\r\n"a\nb",1,25.00\r\n')
  })

  it('neutralises text a spreadsheet would run as a formula', async () => {
    const csv = await text(csvStream(['A'], from([['=HYPERLINK("http://x")'], ['+1'], ['-2'], ['@SUM(A1)'], ['\tcmd']])))
    expect(csv.split('\r\n').slice(1, 6)).toEqual([`"'=HYPERLINK(""http://x"")"`, "'+1", "'-2", "'@SUM(A1)", "'\tcmd"])
  })

  it('breaks off with the error when the records fail midway', async () => {
    async function* failing() {
      yield ['ok']
      throw new Error('db down')
    }
    await expect(text(csvStream(['A'], failing()))).rejects.toThrow('db down')
  })
})

describe('keysetCsv', () => {
  it('writes every page of a keyset query, one record per row, under the header', async () => {
    const rows = [1, 2, 3, 4, 5].map((n) => ({ id: n, name: `N${n}` }))
    const asked: (number | null)[] = []
    const page = async (last: { id: number } | null) => {
      asked.push(last?.id ?? null)
      return rows.filter((r) => r.id > (last?.id ?? 0)).slice(0, 2)
    }
    const csv = await text(await keysetCsv(['Id', 'Name'], page, 2, (r) => [r.id, r.name]))
    expect(csv).toBe('Id,Name\r\n1,N1\r\n2,N2\r\n3,N3\r\n4,N4\r\n5,N5\r\n')
    expect(asked).toEqual([null, 2, 4])
  })

  it('fails before any header when the first page fails', async () => {
    await expect(keysetCsv(['A'], () => Promise.reject(new Error('db down')), 3, () => [])).rejects.toThrow('db down')
  })
})
