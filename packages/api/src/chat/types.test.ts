import { Value } from '@sinclair/typebox/value'
import { CHAT_MESSAGE_MAX, CHAT_MESSAGES, chatMessageError } from './types.js'
import { ListMessagesQuery, SendMessageRequest } from './schemas.js'

describe('chat message rule', () => {
  it('refuses blank text, whitespace included', () => {
    expect(chatMessageError('')).toBe(CHAT_MESSAGES.blank)
    expect(chatMessageError(' \n\t ')).toBe(CHAT_MESSAGES.blank)
  })

  it('counts the trimmed text against the 4,000 character limit', () => {
    expect(chatMessageError('x'.repeat(CHAT_MESSAGE_MAX))).toBeNull()
    expect(chatMessageError(`  ${'x'.repeat(CHAT_MESSAGE_MAX)}\n`)).toBeNull()
    expect(chatMessageError('x'.repeat(CHAT_MESSAGE_MAX + 1))).toBe(CHAT_MESSAGES.tooLong)
    expect(CHAT_MESSAGES.tooLong).toBe('A message can be at most 4,000 characters.')
  })

  it('accepts ordinary text with new lines', () => {
    expect(chatMessageError('Hello\nsecond line')).toBeNull()
  })
})

describe('chat request schemas', () => {
  it('send: a string message (formats such as uuid are checked by the service validator), nothing else', () => {
    expect(Value.Check(SendMessageRequest, { message: 'hi' })).toBe(true)
    expect(Value.Check(SendMessageRequest, { message: 'hi', extra: 1 })).toBe(false)
    expect(Value.Check(SendMessageRequest, { message: 42 })).toBe(false)
  })

  it('list: cursors are whole numbers', () => {
    expect(Value.Check(ListMessagesQuery, { after: 0 })).toBe(true)
    expect(Value.Check(ListMessagesQuery, { after: -1 })).toBe(false)
    expect(Value.Check(ListMessagesQuery, { limit: 101 })).toBe(false)
  })
})
