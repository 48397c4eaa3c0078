import type { AddressInfo } from 'node:net'
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify'
import { SMTPServer } from 'smtp-server'
import { simpleParser } from 'mailparser'
import { MailStore } from './store.js'
import { inboxPage, messagePage } from './views.js'

export interface MailCatcherOptions {
  host: string
  /** SMTP port (0: any free one). */
  smtpPort: number
  logger?: FastifyServerOptions['logger']
}

export interface MailCatcher {
  http: FastifyInstance
  smtp: SMTPServer
  store: MailStore
  smtpPort(): number
  close(): Promise<void>
}

/**
 * A local SMTP server that accepts every message, parses it and keeps it in memory, plus an HTTP side: a page to
 * read the mail and a JSON API the tests use (`GET /api/messages?to=`, `GET /api/messages/:id`,
 * `DELETE /api/messages`, and `POST /api/refuse` to make the next N messages fail with a temporary error, so a
 * test can watch the sender retry). Loopback only: it stands in for a mail provider during development and tests.
 */
export async function buildMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  const store = new MailStore()
  let refuseNext = 0
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    banner: 'cosign local mail catcher',
    size: 5 * 1024 * 1024,
    onData(stream, session, callback) {
      if (refuseNext > 0) {
        refuseNext -= 1
        stream.resume()
        stream.on('end', () => {
          const err = Object.assign(new Error('Temporarily refused (mail catcher test control)'), { responseCode: 451 })
          callback(err)
        })
        return
      }
      simpleParser(stream)
        .then((parsed) => {
          const headers: Record<string, string> = {}
          for (const line of parsed.headerLines) headers[line.key.toLowerCase()] = line.line.slice(line.line.indexOf(':') + 1).trim()
          store.add({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: parsed.from?.text ?? (session.envelope.mailFrom ? session.envelope.mailFrom.address : ''),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            html: typeof parsed.html === 'string' ? parsed.html : '',
            headers,
          })
          callback()
        })
        .catch((err: Error) => callback(err))
    },
  })
  await new Promise<void>((resolve, reject) => {
    smtp.once('error', reject)
    smtp.listen(options.smtpPort, options.host, () => {
      smtp.off('error', reject)
      resolve()
    })
  })
  smtp.on('error', (err) => http.log.warn({ err }, 'smtp error'))

  const http = Fastify({ logger: options.logger ?? false })
  http.get('/healthz', async () => ({ status: 'ok' }))
  http.get<{ Querystring: { to?: string } }>('/api/messages', async (request) => ({
    messages: store.list(request.query.to),
  }))
  http.get<{ Params: { id: string } }>('/api/messages/:id', async (request, reply) => {
    const m = store.get(request.params.id)
    if (!m) return reply.code(404).send({ error: { code: 'NOT_FOUND', message: 'No such message' } })
    return m
  })
  http.delete('/api/messages', async (_request, reply) => {
    store.clear()
    return reply.code(204).send()
  })
  http.post<{ Body: { count?: number } }>('/api/refuse', async (request) => {
    refuseNext = Math.max(0, Math.trunc(Number(request.body?.count ?? 1)) || 0)
    return { refuseNext }
  })
  http.get('/', async (_request, reply) => reply.type('text/html; charset=utf-8').send(inboxPage(store.list())))
  http.get<{ Params: { id: string } }>('/messages/:id', async (request, reply) => {
    const m = store.get(request.params.id)
    if (!m) return reply.code(404).type('text/plain').send('No such message')
    return reply.type('text/html; charset=utf-8').send(messagePage(m))
  })
  http.addHook('onClose', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()))
  })

  return {
    http,
    smtp,
    store,
    smtpPort: () => (smtp.server.address() as AddressInfo).port,
    close: () => http.close(),
  }
}
