// The process: server.ts imports it once tracing has started.
import { listenWithGracefulShutdown } from '@cosign/service-kit'
import { buildApp } from './app.js'
import { readConfig } from './config.js'

const config = readConfig()
const app = await buildApp(config)
await listenWithGracefulShutdown(app, config.port, config.bindHost)
