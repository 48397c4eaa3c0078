import type { FastifyInstance } from 'fastify'
import type { DocumentsConfig } from '../config.js'
import type { Deps } from '../domain/deps.js'

/** The use cases' collaborators, from the instance's decorations and the configuration; built once per plugin. */
export function depsOf(app: FastifyInstance, config: DocumentsConfig): Deps {
  return {
    prisma: app.prisma,
    record: app.events.record,
    flush: app.events.flush,
    files: app.files,
    publicPath: config.publicPath,
    linkSecret: config.linkSecret,
    linkTtlSeconds: config.linkTtlSeconds,
    publicOrigin: config.publicOrigin,
    now: () => new Date(),
  }
}
