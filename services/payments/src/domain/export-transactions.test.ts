import type { Readable } from 'node:stream'
import type { Db, Payment } from '../repositories/db.js'
import { exportTransactions } from './export-transactions.js'

const payment = (n: number): Payment =>
  ({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    createdAt: new Date(Date.UTC(2026, 0, 10 - n)),
    renterName: `Renter ${n}`,
    cosignerName: null,
    amountCents: 2500,
    status: 'completed',
    purpose: 'unlock_contact',
  }) as Payment

/** A stand-in database holding `rows` (newest first) whose page queries fail from call `failAt` on. */
function fakeDb(rows: Payment[], batchSize: number, failAt = Infinity): Db {
  let calls = 0
  return {
    $queryRaw: async () => {
      calls++
      if (calls >= failAt) throw new Error('database unavailable')
      return rows.slice((calls - 1) * batchSize, calls * batchSize)
    },
  } as unknown as Db
}

/** Everything the stream sent, and how it finished. */
function drain(stream: Readable): Promise<{ text: string; error: Error | null }> {
  return new Promise((resolve) => {
    let text = ''
    stream.on('data', (chunk: string | Buffer) => (text += chunk.toString()))
    stream.on('end', () => resolve({ text, error: null }))
    stream.on('error', (error) => resolve({ text, error }))
  })
}

describe('exportTransactions', () => {
  const rows = [1, 2, 3].map(payment)

  it('streams the header and every batch, then ends', async () => {
    const { text, error } = await drain(await exportTransactions(fakeDb(rows, 2), {}, 2))
    expect(error).toBeNull()
    const lines = text.trimEnd().split('\r\n')
    expect(lines[0]).toBe('Date,Renter,Cosigner,Amount,Status,Method,Type')
    expect(lines.slice(1).map((l) => l.split(',')[1])).toEqual(['Renter 1', 'Renter 2', 'Renter 3'])
  })

  it('fails before any byte is produced when the first query fails (the route answers a JSON error)', async () => {
    await expect(exportTransactions(fakeDb(rows, 2, 1), {}, 2)).rejects.toThrow('database unavailable')
  })

  it('destroys the stream with the error when a later batch fails, instead of ending a short file', async () => {
    const stream = await exportTransactions(fakeDb(rows, 2, 2), {}, 2)
    const { text, error } = await drain(stream)
    expect(error?.message).toBe('database unavailable')
    expect(stream.destroyed).toBe(true)
    expect(text.trimEnd().split('\r\n').length).toBeLessThan(4) // never the whole file, never reported complete
  })
})
