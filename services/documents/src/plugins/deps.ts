import { depsPlugin } from '@cosign/service-kit'
import type { DocumentsConfig } from '../config.js'
import type { Deps } from '../domain/deps.js'

declare module 'fastify' {
  interface FastifyInstance {
    /** What the use cases need, built once from the connections and the configuration. */
    deps: Deps
  }
}

/** Builds the use cases' dependencies once, from the app's connections and the configuration: the one place that wires them. */
export default depsPlugin(
  (app, { config }: { config: DocumentsConfig }): Deps => ({
    prisma: app.prisma,
    record: app.events.record,
    flush: app.events.flush,
    files: app.files,
    publicPath: config.publicPath,
    linkSecret: config.linkSecret,
    linkTtlSeconds: config.linkTtlSeconds,
    publicOrigin: config.publicOrigin,
    now: () => new Date(),
  }),
  ['file-store'],
)
