import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ERROR_CODES, MESSAGES, isTypedOnly, type EndpointDeclaration } from '@cosign/api'
import { AppError } from './errors.js'

/** The Fastify route schema an endpoint stands for; the TypeBox type provider derives the handler's types from it. */
export interface EndpointRouteSchema<E extends EndpointDeclaration> {
  params: E['params']
  querystring: E['query']
  body: E['body']
  response: E['response']
}

/** A handler of endpoint E: `request.params`, `.query` and `.body` and the answer are typed from its declaration. */
export type EndpointHandler<E extends EndpointDeclaration> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  unknown,
  EndpointRouteSchema<E>,
  TypeBoxTypeProvider
>

/** Route options an endpoint may add (log level, body limit...); schema, method, path and access come from it. */
export type EndpointRouteOptions = Omit<RouteShorthandOptions, 'schema'>

/** The Fastify schema of a declaration: typed-only answers are left out (the use case shapes them). */
export function routeSchemaOf(declaration: EndpointDeclaration) {
  const response = Object.fromEntries(Object.entries(declaration.response).filter(([, schema]) => !isTypedOnly(schema)))
  return {
    ...(declaration.params ? { params: declaration.params } : {}),
    ...(declaration.query ? { querystring: declaration.query } : {}),
    ...(declaration.body ? { body: declaration.body } : {}),
    ...(Object.keys(response).length > 0 ? { response } : {}),
  }
}

/** The onRequest check of a declaration's access rule (none for public endpoints). */
export function accessCheckOf(app: FastifyInstance, declaration: EndpointDeclaration) {
  const { access } = declaration
  if (access === 'public') return undefined
  if (access === 'signed-in') return app.authenticate
  const refusal = declaration.refusal ?? MESSAGES.forbidden
  return async (request: FastifyRequest, reply: FastifyReply) => {
    await app.authenticate(request, reply)
    if (!access.includes(request.user.role)) throw new AppError(403, ERROR_CODES.forbidden, refusal)
  }
}

/**
 * Registers endpoint E's route on `app`: its method, path, schemas and access rule from the declaration, the
 * handler typed from it. Every service route is registered this way (test/endpoints.int.test.ts of each service
 * checks that declared and registered routes are the same set).
 */
export function serveEndpoint<E extends EndpointDeclaration>(
  app: FastifyInstance,
  declaration: E,
  handler: EndpointHandler<E>,
  options: EndpointRouteOptions = {},
): void {
  const accessCheck = accessCheckOf(app, declaration)
  const onRequest = [accessCheck, options.onRequest].flat().filter((hook) => hook !== undefined)
  app.route({
    ...options,
    method: declaration.method,
    url: declaration.path,
    schema: routeSchemaOf(declaration),
    ...(onRequest.length > 0 ? { onRequest: onRequest as never } : {}),
    handler: handler as RouteHandlerMethod,
  })
}

export interface RegisteredRoute {
  method: string
  path: string
}

/** The routes a service registers from now on (method and path), HEAD and OPTIONS aside. */
export function collectRoutes(app: FastifyInstance): RegisteredRoute[] {
  const routes: RegisteredRoute[] = []
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue
      routes.push({ method, path: route.url })
    }
  })
  return routes
}

/** Paths every service answers for operations (liveness, readiness, metrics), not part of the API. */
export const OPERATIONAL_PATHS = new Set(['/healthz', '/readyz', '/metrics'])

/**
 * The difference between a service's registered routes and its declared endpoints: routes nobody declared and
 * declarations no route serves. Both must be empty.
 */
export function compareWithDeclarations(
  registered: readonly RegisteredRoute[],
  declarations: Readonly<Record<string, EndpointDeclaration>>,
): { undeclared: string[]; unregistered: string[] } {
  const key = (method: string, path: string) => `${method} ${path}`
  const served = new Set(registered.filter((r) => !OPERATIONAL_PATHS.has(r.path)).map((r) => key(r.method, r.path)))
  const declared = new Set(Object.values(declarations).map((d) => key(d.method, d.path)))
  return {
    undeclared: [...served].filter((route) => !declared.has(route)).sort(),
    unregistered: [...declared].filter((route) => !served.has(route)).sort(),
  }
}
