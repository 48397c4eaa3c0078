import type { ChatUnreadResponse } from '@cosign/api'
import type { Db } from '../repositories/db.js'
import { messageRepository } from '../repositories/message-repository.js'
import type { Viewer } from './deps.js'

/** GET /conversations/unread: every message to the viewer after their read position, in all conversations. */
export async function countUnread(db: Db, viewer: Viewer): Promise<ChatUnreadResponse> {
  return { unreadCount: await messageRepository.totalUnread(db, viewer.id.toLowerCase()) }
}
