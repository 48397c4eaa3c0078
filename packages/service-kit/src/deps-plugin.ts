import fp from 'fastify-plugin'
import type { FastifyInstance } from 'fastify'

/**
 * The one way a service wires its use cases' dependencies: a plugin named `deps` that builds them once from the
 * app's decorations (and its options, e.g. the configuration) and decorates `app.deps` with them, registered after
 * the plugins named in `dependencies`. The service declares `FastifyInstance['deps']` as its own `Deps`.
 */
export function depsPlugin<Deps extends object, Opts extends object = object>(
  build: (app: FastifyInstance, opts: Opts) => Deps,
  dependencies: string[],
) {
  return fp<Opts>(
    async (app, opts) => {
      // Typed by each service's own declaration of `FastifyInstance['deps']`, which this package cannot see.
      const deps: object = build(app, opts)
      app.decorate('deps', deps)
    },
    { name: 'deps', dependencies },
  )
}
