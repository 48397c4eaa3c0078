// The process: server.ts imports it once tracing has started.
import { listenWithGracefulShutdown } from '@cosign/service-kit'
import { buildApp } from './app.js'
import { readConfig } from './config.js'
import { ensureAdmin } from './domain/ensure-admin.js'

const config = readConfig()
const app = await buildApp(config)
await ensureAdmin({ prisma: app.prisma, log: app.log }, config.adminEmail, config.adminPassword)
await listenWithGracefulShutdown(app, config.port, config.bindHost)
