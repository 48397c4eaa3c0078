import nodemailer from 'nodemailer'
import { buildMailCatcher, type MailCatcher } from './app.js'

describe('mail catcher', () => {
  let catcher: MailCatcher
  beforeAll(async () => {
    catcher = await buildMailCatcher({ host: '127.0.0.1', smtpPort: 0 })
    await catcher.http.listen({ port: 0, host: '127.0.0.1' })
  })
  afterAll(() => catcher.close())

  const transport = () => nodemailer.createTransport(`smtp://127.0.0.1:${catcher.smtpPort()}`)

  it('keeps what arrives over SMTP and serves it by recipient', async () => {
    await transport().sendMail({
      from: 'Cosign <no-reply@cosign.local>',
      to: 'Ann@Example.com',
      subject: 'Hello',
      text: 'plain body',
      html: '<p>html body</p>',
    })
    const list = await catcher.http.inject({ url: '/api/messages?to=ann@example.com' })
    const { messages } = list.json() as { messages: Array<{ id: string; subject: string; text: string; html: string }> }
    expect(messages).toHaveLength(1)
    expect(messages[0]).toMatchObject({ subject: 'Hello', text: 'plain body' })
    expect(messages[0].html).toContain('<p>html body</p>')
    expect((await catcher.http.inject({ url: '/api/messages?to=bob@example.com' })).json()).toEqual({ messages: [] })
    const page = await catcher.http.inject({ url: `/messages/${messages[0].id}` })
    expect(page.body).toContain('plain body')
    await catcher.http.inject({ method: 'DELETE', url: '/api/messages' })
    expect((await catcher.http.inject({ url: '/api/messages' })).json()).toEqual({ messages: [] })
  })

  it('refuses the next message with a temporary error when asked', async () => {
    await catcher.http.inject({ method: 'POST', url: '/api/refuse', payload: { count: 1 } })
    await expect(transport().sendMail({ from: 'a@b.c', to: 'x@example.com', subject: 's', text: 't' })).rejects.toMatchObject({ responseCode: 451 })
    await transport().sendMail({ from: 'a@b.c', to: 'x@example.com', subject: 's', text: 't' })
    await expect((catcher.http.inject({ url: '/api/messages?to=x@example.com' }).then((r) => r.json().messages.length))).resolves.toBe(1)
  })
})
