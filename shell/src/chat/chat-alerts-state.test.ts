import type { ChatMessagePush } from '@cosign/api'
import { asChatMessagePush, conversationPath, messagePreview, messageToast, reactionTo, threadSelector } from './chat-alerts-state.js'

const ME = 'aaaaaaaa-0000-4000-8000-000000000001'
const OTHER = 'bbbbbbbb-0000-4000-8000-000000000002'

function push(senderId: string, message = 'Hello there', senderName = 'Cora Kim'): ChatMessagePush {
  return {
    type: 'chat.message',
    conversationId: 'c1',
    senderName,
    message: {
      id: 'm1',
      conversationId: 'c1',
      seq: 1,
      senderId,
      receiverId: senderId === ME ? OTHER : ME,
      contractId: null,
      message,
      createdAt: '2026-11-24T12:00:00.000Z',
    },
  }
}

describe('a pushed chat message', () => {
  it('from the other person, thread not shown: the count is read again and a toast shows', () => {
    expect(reactionTo(push(OTHER), ME, false)).toEqual({ refresh: true, toast: true })
  })

  it('from the other person in the thread on screen: no toast, and the read receipt refreshes the count', () => {
    expect(reactionTo(push(OTHER), ME, true)).toEqual({ refresh: false, toast: false })
  })

  it('my own (another tab of mine sent it): never a toast; the count is read again (sending reads the thread)', () => {
    expect(reactionTo(push(ME), ME, false)).toEqual({ refresh: true, toast: false })
    expect(reactionTo(push(ME.toUpperCase()), ME, true)).toEqual({ refresh: true, toast: false })
  })

  it('its thread on screen is found by the attribute the chat screens put on it (quotes escaped)', () => {
    expect(threadSelector('c1')).toBe('[data-chat-conversation="c1"]')
    expect(threadSelector('a"b\\c')).toBe('[data-chat-conversation="a\\"b\\\\c"]')
  })

  it('is recognised only with its conversation, sender and text', () => {
    expect(asChatMessagePush(push(OTHER) as unknown as { type: string })).not.toBeNull()
    expect(asChatMessagePush({ type: 'chat.read', conversationId: 'c1' })).toBeNull()
    expect(asChatMessagePush({ type: 'chat.message', conversationId: 'c1' })).toBeNull()
    expect(asChatMessagePush({ type: 'chat.message', conversationId: 'c1', message: { senderId: OTHER } })).toBeNull()
  })
})

describe('the new-message toast', () => {
  it('names the sender, previews the text on one line and links to the conversation', () => {
    expect(messageToast(push(OTHER, 'Hi!\n\nAre you   free?'))).toEqual({
      title: 'New message from Cora Kim',
      description: 'Hi! Are you free?',
      action: { label: 'Open conversation', href: '/chat?conversation=c1' },
    })
  })

  it('keeps markup as text (React renders it as a text node) and cuts long text with an ellipsis', () => {
    expect(messageToast(push(OTHER, '<b>bold</b>')).description).toBe('<b>bold</b>')
    const preview = messagePreview('word '.repeat(40), 20)
    expect(preview).toHaveLength(20)
    expect(preview.endsWith('…')).toBe(true)
    expect(messagePreview('short', 20)).toBe('short')
  })

  it('without a sender name (an older chat instance) it still says what happened', () => {
    expect(messageToast(push(OTHER, 'x', '  ')).title).toBe('New message')
  })

  it('conversation paths encode the id', () => {
    expect(conversationPath('a/b')).toBe('/chat?conversation=a%2Fb')
  })
})
