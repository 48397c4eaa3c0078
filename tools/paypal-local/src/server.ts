import { listenWithGracefulShutdown } from '@cosign/service-kit'
import { buildApp } from './app.js'
import { readConfig } from './config.js'

const config = readConfig()
const app = await buildApp(config)
await listenWithGracefulShutdown(app, config.port, config.host)
app.log.info(
  { api: app.paypal.apiBaseUrl(), web: app.paypal.webBaseUrl(), webhooks: config.webhookUrl ?? 'off' },
  'local PayPal-compatible server ready',
)
