/**
 * Listing totals per filter, remembered for one version of the listed rows. The version moves (by
 * trigger) in the same transaction as any change to a listed row, so a remembered total is never stale:
 * a new version is a new key. Counting 100,000 listed rows costs ~10 ms of database time, and the
 * unfiltered first page, the most common request, needs two such counts.
 * Least recently used entries go first once `max` is reached.
 */
export class ListingCountCache {
  private readonly entries = new Map<string, number>()

  constructor(private readonly max = 2000) {}

  async get(key: string, count: () => Promise<number>): Promise<number> {
    const hit = this.entries.get(key)
    if (hit !== undefined) {
      this.entries.delete(key)
      this.entries.set(key, hit)
      return hit
    }
    const value = await count()
    this.entries.set(key, value)
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string)
    return value
  }

  get size(): number {
    return this.entries.size
  }
}
