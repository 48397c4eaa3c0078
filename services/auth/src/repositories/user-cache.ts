import type { User } from '../generated/prisma/client.js'

const DEFAULT_MAX_ENTRIES = 50_000

/**
 * Users recently read by id, for `GET /me`, which every screen load asks for. An entry lives at most
 * `ttlMs`: this service is the only writer of users, and each write evicts the entry here and, through the
 * plugin, in every other instance; the time limit bounds what a lost eviction (NATS down) can leave stale.
 */
export class UserCache {
  private readonly entries = new Map<string, { user: User; expiresAt: number }>()

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = DEFAULT_MAX_ENTRIES,
    private readonly now: () => number = Date.now,
  ) {}

  get(id: string): User | undefined {
    const entry = this.entries.get(id)
    if (entry === undefined) return undefined
    if (entry.expiresAt > this.now()) return entry.user
    this.entries.delete(id)
    return undefined
  }

  set(user: User): void {
    if (this.ttlMs <= 0) return
    // Map iteration follows insertion order: the first key is the oldest entry.
    if (this.entries.size >= this.maxEntries && !this.entries.has(user.id))
      this.entries.delete(this.entries.keys().next().value as string)
    this.entries.set(user.id, { user, expiresAt: this.now() + this.ttlMs })
  }

  evict(id: string): void {
    this.entries.delete(id)
  }
}
