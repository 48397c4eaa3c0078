// Pure rules of the support chat's thread (unit-tested; no React).
import type { SupportMessageDto, SupportThreadDto } from '@cosign/api'

/** Adds a message (an answer or a push) once, in seq order: a push and the send's answer may both bring it. */
export function mergeSupportMessage(thread: SupportThreadDto, message: SupportMessageDto): SupportThreadDto {
  if (thread.messages.some((m) => m.id === message.id)) return thread
  return { ...thread, messages: [...thread.messages, message].sort((a, b) => a.seq - b.seq) }
}
