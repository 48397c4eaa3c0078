import { DEFAULT_BIND_HOST, intFromEnv, listenWithGracefulShutdown } from '@cosign/service-kit'
import { buildMailCatcher } from './app.js'

// Loopback like every process behind the gateway; BIND_HOST opens it (containers).
const host = process.env.BIND_HOST || DEFAULT_BIND_HOST
const catcher = await buildMailCatcher({
  host,
  smtpPort: intFromEnv(process.env.SMTP_PORT, 1025),
  logger: { level: process.env.LOG_LEVEL ?? 'info', base: { service: 'mail-catcher' } },
})
const httpPort = intFromEnv(process.env.PORT, 1080)
await listenWithGracefulShutdown(catcher.http, httpPort, host)
catcher.http.log.info({ smtp: catcher.smtpPort(), web: `http://localhost:${httpPort}/` }, 'local mail catcher ready')
