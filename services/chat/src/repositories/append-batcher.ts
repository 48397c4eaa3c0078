import type { Db } from './db.js'
import { messageRepository, type AppendedMessage, type NewMessage } from './message-repository.js'

interface Waiting {
  message: NewMessage
  resolve(stored: AppendedMessage): void
  reject(error: unknown): void
}

/** The most messages one statement stores. */
export const APPEND_BATCH_MAX = 100

/**
 * Stores messages as `messageRepository.append` does, but the sends that arrive while a statement is running go
 * together in the next one (at most one per conversation in a statement: a second waits for the next), so under
 * load PostgreSQL runs one statement, one commit, for many messages instead of one each. One statement at a time
 * per instance. A statement that fails (a retried id colliding with its first attempt's row, a vanished
 * conversation) is run again message by message, so each caller gets its own answer or error.
 */
export function createAppendBatcher(db: Db): (message: NewMessage) => Promise<AppendedMessage> {
  const queue: Waiting[] = []
  let running = false

  async function run(): Promise<void> {
    running = true
    while (queue.length > 0) {
      const batch: Waiting[] = []
      const conversations = new Set<string>()
      for (let k = 0; k < queue.length && batch.length < APPEND_BATCH_MAX; ) {
        const waiting = queue[k]
        if (conversations.has(waiting.message.conversationId)) k++
        else {
          conversations.add(waiting.message.conversationId)
          batch.push(waiting)
          queue.splice(k, 1)
        }
      }
      if (batch.length === 1) {
        const [only] = batch
        await messageRepository.append(db, only.message).then(only.resolve, only.reject)
        continue
      }
      try {
        const stored = new Map((await messageRepository.appendMany(db, batch.map((w) => w.message))).map((row) => [row.id, row]))
        for (const waiting of batch) {
          const row = stored.get(waiting.message.id)
          if (row) waiting.resolve(row)
          else waiting.reject(new Error(`conversation ${waiting.message.conversationId} vanished`))
        }
      } catch {
        for (const waiting of batch) await messageRepository.append(db, waiting.message).then(waiting.resolve, waiting.reject)
      }
    }
    running = false
  }

  return (message) =>
    new Promise<AppendedMessage>((resolve, reject) => {
      queue.push({ message, resolve, reject })
      if (!running) void run()
    })
}
