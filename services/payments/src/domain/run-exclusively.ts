import type { Deps } from './deps.js'

/**
 * Runs a scheduled job's pass on at most one instance at a time: the pass holds a transaction-scoped
 * PostgreSQL advisory lock (`pg_try_advisory_xact_lock`) on a connection of its own. An instance that finds
 * the lock taken skips its pass instead of waiting (the holder is doing the same work). The key carries the
 * schema, so separate installations (and test runs) sharing one database never block each other. The lock
 * goes with the transaction: a crashed instance's connection closes and frees it.
 */
export async function runExclusively<T>(
  deps: Pick<Deps, 'prisma'>,
  job: string,
  work: () => Promise<T>,
  maxDurationMs = 30 * 60_000,
): Promise<{ ran: true; result: T } | { ran: false }> {
  return deps.prisma.$transaction(
    async (tx) => {
      const [row] = await tx.$queryRaw<{ locked: boolean }[]>`
        SELECT pg_try_advisory_xact_lock(hashtext(${job} || ':' || current_schema())) AS locked`
      if (!row?.locked) return { ran: false as const }
      // The work uses its own connections (each settlement is its own transaction); this one only holds the lock.
      return { ran: true as const, result: await work() }
    },
    { maxWait: 10_000, timeout: maxDurationMs },
  )
}
