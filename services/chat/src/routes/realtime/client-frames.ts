import type { WebSocket } from 'ws'
import {
  CHAT_MESSAGES,
  ChatSendFrameSchema,
  ERROR_CODES,
  type ChatSendFrame,
  type ChatSendRefusedPush,
  type ChatSentPush,
} from '@cosign/api'
import { AppError, bodyValidator, forbidden } from '@cosign/service-kit'
import type { Deps, Viewer } from '../../domain/deps.js'
import { sendMessage } from '../../domain/send-message.js'

const readSendFrame = bodyValidator<ChatSendFrame>(ChatSendFrameSchema, 'frame')

interface Log {
  error(obj: object, msg: string): void
}

/**
 * What a client may send on its socket: `chat.send` (ChatSendFrame), a message stored by the same use case, rules
 * and limits as POST /conversations/:id/messages. Its answer is the `chat.message` push every socket of both
 * people gets (its message id is the frame's: no frame of its own per message); a refusal is `chat.send_refused`
 * (the POST's status, code and message), and a frame whose message was stored before (a re-send) gets `chat.sent`,
 * since receivers drop a repeated push. Anything else is ignored.
 */
export function answerClientFrames(socket: WebSocket, viewer: Viewer, deps: Deps, log: Log): void {
  const answer = (push: ChatSentPush | ChatSendRefusedPush) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(push))
  }
  socket.on('message', (data, isBinary) => {
    if (isBinary) return
    let frame: { type?: unknown; id?: unknown } | null
    try {
      frame = JSON.parse(data.toString()) as typeof frame
    } catch {
      return
    }
    if (frame?.type !== 'chat.send') return
    const frameId = typeof frame.id === 'string' ? frame.id : null
    void (async () => {
      try {
        if (viewer.role === 'ADMIN') throw forbidden(CHAT_MESSAGES.adminsNoAccess)
        const send = readSendFrame(frame)
        const { conversationId, id, message, contractId } = send
        const sent = await sendMessage(deps, viewer, conversationId, { id, message, contractId })
        if (sent.repeated) answer({ type: 'chat.sent', id, message: sent.message })
      } catch (err) {
        if (err instanceof AppError)
          return answer({ type: 'chat.send_refused', id: frameId, status: err.statusCode, error: { code: err.code, message: err.message } })
        log.error({ err }, 'chat.send failed')
        answer({
          type: 'chat.send_refused',
          id: frameId,
          status: 500,
          error: { code: ERROR_CODES.internal, message: 'Something went wrong. Please try again.' },
        })
      }
    })()
  })
}
