import type { Client, Tx } from './db.js'

// PostgreSQL advisory locks: what serialises decisions that no single row holds.
export const lockRepository = {
  /**
   * Serialises everything that decides about one contract's money in a transaction: capturing one of its
   * payments, applying a credit to its step 1, and its cancellation. A capture that committed first is seen by
   * the cancellation (which then keeps step 1 as a credit); a cancellation that committed first is seen by the
   * capture (which then does not capture).
   */
  async lockContract(tx: Tx, contractId: string): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`contract:${contractId.toLowerCase()}`}))`
  },

  /** Serialises two checkouts of the same step (the payer, the purpose, the subject) until the transaction ends. */
  async lockStep(tx: Tx, userId: string, purpose: string, subjectId: string | null): Promise<void> {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`pay:${userId}:${purpose}:${subjectId}`}))`
  },

  /**
   * Runs a scheduled job's pass on at most one instance at a time: the pass holds a transaction-scoped
   * PostgreSQL advisory lock (`pg_try_advisory_xact_lock`) on a connection of its own. An instance that finds
   * the lock taken skips its pass instead of waiting (the holder is doing the same work). The key carries the
   * schema, so separate installations (and test runs) sharing one database never block each other. The lock
   * goes with the transaction: a crashed instance's connection closes and frees it.
   */
  async runExclusively<T>(
    client: Client,
    job: string,
    work: () => Promise<T>,
    maxDurationMs = 30 * 60_000,
  ): Promise<{ ran: true; result: T } | { ran: false }> {
    return client.$transaction(
      async (tx) => {
        const [row] = await tx.$queryRaw<{ locked: boolean }[]>`
        SELECT pg_try_advisory_xact_lock(hashtext(${job} || ':' || current_schema())) AS locked`
        if (!row?.locked) return { ran: false as const }
        // The work uses its own connections (each settlement is its own transaction); this one only holds the lock.
        return { ran: true as const, result: await work() }
      },
      { maxWait: 10_000, timeout: maxDurationMs },
    )
  },
}
