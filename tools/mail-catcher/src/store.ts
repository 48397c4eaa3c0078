import { randomUUID } from 'node:crypto'

/** One message as the catcher received it over SMTP, parsed. */
export interface CaughtMail {
  id: string
  receivedAt: string
  /** SMTP envelope recipients (lower case): what a test looks mail up by. */
  to: string[]
  from: string
  subject: string
  text: string
  html: string
  /** Header names in lower case, values as text. */
  headers: Record<string, string>
}

/** Messages kept in memory, newest last; the oldest go once `limit` is reached (a catcher, not an archive). */
export class MailStore {
  private readonly messages: CaughtMail[] = []
  constructor(private readonly limit = 1000) {}

  add(mail: Omit<CaughtMail, 'id' | 'receivedAt'>): CaughtMail {
    const stored = { ...mail, id: randomUUID(), receivedAt: new Date().toISOString() }
    this.messages.push(stored)
    if (this.messages.length > this.limit) this.messages.splice(0, this.messages.length - this.limit)
    return stored
  }

  /** Every message, or those addressed to `to` (case-insensitive), oldest first. */
  list(to?: string): CaughtMail[] {
    const wanted = to?.trim().toLowerCase()
    return wanted ? this.messages.filter((m) => m.to.includes(wanted)) : [...this.messages]
  }

  get(id: string): CaughtMail | undefined {
    return this.messages.find((m) => m.id === id)
  }

  clear(): void {
    this.messages.length = 0
  }
}
