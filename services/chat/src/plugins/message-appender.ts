import fp from 'fastify-plugin'
import { createAppendBatcher } from '../repositories/append-batcher.js'
import type { AppendedMessage, NewMessage } from '../repositories/message-repository.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** Stores a message as its conversation's next one; concurrent sends share a statement (append-batcher.ts). */
    appendMessage: (message: NewMessage) => Promise<AppendedMessage>
  }
}

/** One batcher per instance, shared by the POST route and the socket's chat.send. */
export default fp(
  async (app) => {
    app.decorate('appendMessage', createAppendBatcher(app.prisma))
  },
  { name: 'message-appender' },
)
