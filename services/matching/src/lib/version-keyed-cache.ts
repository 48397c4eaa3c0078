/**
 * Values remembered under keys that carry the version of the listed rows they were read from (listing totals
 * per filter, listing pages). The version moves (by trigger) in the same transaction as any change to a listed
 * row, and every request reads it first, so a remembered value is never older than the last committed change:
 * a new version is a new key, on every instance alike. Counting 100,000 listed rows costs ~10 ms of database
 * time, and a page query a few ms of the database's and the service's CPU.
 * Concurrent misses of one key share one read; a failed read is not remembered. Least recently used entries go
 * first once `max` is reached.
 */
export class VersionKeyedCache<T> {
  private readonly entries = new Map<string, T>()
  private readonly reading = new Map<string, Promise<T>>()

  constructor(private readonly max = 2000) {}

  async get(key: string, read: () => Promise<T>): Promise<T> {
    const hit = this.entries.get(key)
    if (hit !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    let pending = this.reading.get(key)
    if (!pending) {
      pending = read()
        .then((value) => {
          this.entries.set(key, value)
          if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string)
          return value
        })
        .finally(() => this.reading.delete(key))
      this.reading.set(key, pending)
    }
    return pending
  }

  get size(): number {
    return this.entries.size
  }
}
