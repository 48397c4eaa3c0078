import fp from 'fastify-plugin'
import nodemailer from 'nodemailer'
import type { Mailer } from '../domain/deps.js'
import { sendDueMail } from '../domain/send-due-mail.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** The mail sender: `mailer` talks SMTP, `kickMail()` runs a pass now, `drainMail()` waits for one (tests). */
    mail: { mailer: Mailer; kickMail(): void; drainMail(): Promise<number> }
  }
}

export interface MailSenderOptions {
  smtpUrl: string | null
  mailFrom: string
  pollMs: number
}

/**
 * Sends the mail outbox over SMTP (nodemailer, SMTP_URL): a pass after each commit that wrote mail (kickMail)
 * and on a timer (retries, other instances' rows, a restart). Passes of one instance never overlap; instances
 * share the work through the claim (domain/send-due-mail.ts). Without SMTP_URL nothing is sent: mail waits in
 * the outbox for a configured instance.
 */
export default fp<MailSenderOptions>(
  async function mailSender(app, opts) {
    const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null
    if (!transport) app.log.warn('SMTP_URL is not set: emails stay in the outbox, unsent')
    const fromDomain = /@([^>\s]+)>?\s*$/.exec(opts.mailFrom)?.[1] ?? 'localhost'
    const mailer: Mailer = {
      async send(mail) {
        if (!transport) throw new Error('SMTP_URL is not set')
        await transport.sendMail({
          from: opts.mailFrom,
          to: mail.to,
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          headers: mail.headers,
          messageId: mail.messageId,
        })
      },
    }
    let running: Promise<number> | null = null
    let again = false
    const pass = (): Promise<number> => {
      if (running) {
        again = true
        return running
      }
      running = sendDueMail({ prisma: app.prisma, mailer, now: () => new Date(), log: app.log }, fromDomain)
        .catch((err) => {
          app.log.warn({ err }, 'mail pass failed')
          return 0
        })
        .finally(() => {
          running = null
          if (again) {
            again = false
            void pass()
          }
        })
      return running
    }
    const timer = transport ? setInterval(() => void pass(), opts.pollMs) : undefined
    timer?.unref()
    app.decorate('mail', {
      mailer,
      kickMail: () => {
        if (transport) void pass()
      },
      drainMail: async () => {
        let sent = await pass()
        // A pass asked for during one under way runs next: wait for it too.
        while (running) sent += await running
        return sent
      },
    })
    app.addHook('onClose', async () => {
      clearInterval(timer)
      while (running) await running
      transport?.close()
    })
  },
  { name: 'mail-sender' },
)
