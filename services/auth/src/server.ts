import { listenWithGracefulShutdown } from '@cosign/service-kit'
import { buildApp } from './app.js'
import { readConfig } from './config.js'
import { ensureAdmin } from './domain/ensure-admin.js'

const config = readConfig()
const app = await buildApp(config)
await ensureAdmin(app.prisma, config.adminEmail, config.adminPassword, app.log)
await listenWithGracefulShutdown(app, config.port, config.bindHost)
