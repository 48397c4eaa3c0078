// One HTTP endpoint, declared once: the service registers its route from it (service-kit `serveEndpoint`, with
// Fastify's TypeBox type provider), the gateway's route table answers 404 for anything undeclared, and the
// browser calls it through the typed client (`api.call(endpoint, input)` in @cosign/ui). A changed contract
// fails the compiler in every caller.
import type { Static, TSchema, TUnsafe } from '@sinclair/typebox'
import { Type } from '@sinclair/typebox'
import type { Role } from './constants.js'

/** The services behind the gateway: `/api/<service>/...` reaches that service's `/...`. */
export const API_SERVICES = ['auth', 'matching', 'contracts', 'payments', 'chat', 'documents'] as const
export type ApiService = (typeof API_SERVICES)[number]

export type EndpointMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/**
 * Who may call it, enforced by the service from the verified access token: anyone, any signed-in account,
 * or signed-in accounts of the listed roles (others get 403 with `refusal`, or the common "forbidden" text).
 */
export type EndpointAccess = 'public' | 'signed-in' | readonly Role[]

export interface EndpointDeclaration {
  service: ApiService
  method: EndpointMethod
  /** The service's own path (`/conversations/:id/messages`); the browser reaches it under `/api/<service>`. */
  path: string
  access: EndpointAccess
  /** The 403 message for a signed-in caller whose role is not listed in `access`. */
  refusal?: string
  params?: TSchema
  query?: TSchema
  body?: TSchema
  /**
   * Each answer by status. A schema with keywords is also Fastify's response schema (it serializes, and drops
   * undeclared properties); `typed<T>()` only names the TypeScript type of an answer built by the use case.
   */
  response: Readonly<Record<number, TSchema>>
}

/** Declares an endpoint; `const` keeps its literal path and method for the types derived from it. */
export function endpoint<const E extends EndpointDeclaration>(declaration: E): E {
  return declaration
}

/** What a declaration says besides its service, method and path. */
export type EndpointRules = Omit<EndpointDeclaration, 'service' | 'method' | 'path'>

/**
 * The declarations of one service: `get('/path', rules)` is `endpoint({ service, method: 'GET', path, ...rules })`
 * (likewise `post`, `put`, `patch`, `del`), so each endpoint reads as its method, path and rules.
 */
export function endpointsOf<const S extends ApiService>(service: S) {
  const declare =
    <const M extends EndpointMethod>(method: M) =>
    <const P extends string, const R extends EndpointRules>(path: P, rules: R) =>
      endpoint({ service, method, path, ...rules } as { service: S; method: M; path: P } & R)
  return { get: declare('GET'), post: declare('POST'), put: declare('PUT'), patch: declare('PATCH'), del: declare('DELETE') }
}

const TYPED_ONLY = Symbol.for('cosign.typed-only')
/**
 * An answer whose TypeScript type is given but whose JSON is not re-validated or reshaped (an empty schema,
 * so Fastify serializes it as it is): for DTOs the use cases already build to their declared type.
 */
export function typed<T>(): TUnsafe<T> {
  return Type.Unsafe<T>({ [TYPED_ONLY]: true })
}
/** A 200 answer of type T the use case builds (`typed<T>()`); `created`: the same with 201. */
export const ok = <T>() => ({ 200: typed<T>() })
export const created = <T>() => ({ 201: typed<T>() })
/** Whether a response schema only carries a type (so the service does not give it to Fastify). */
export function isTypedOnly(schema: TSchema): boolean {
  return (schema as unknown as Record<symbol, unknown>)[TYPED_ONLY] === true
}
/** 204 and other answers without a body. */
export const NoContent = Type.Unsafe<void>({ [TYPED_ONLY]: true })

type StaticOr<S, Fallback> = S extends TSchema ? Static<S> : Fallback
export type EndpointParams<E extends EndpointDeclaration> = StaticOr<E['params'], undefined>
export type EndpointQuery<E extends EndpointDeclaration> = StaticOr<E['query'], undefined>
export type EndpointBody<E extends EndpointDeclaration> = StaticOr<E['body'], undefined>
/** The successful answer: 200, else 201, else 204 (void). */
export type EndpointResponse<E extends EndpointDeclaration> = E['response'] extends { 200: infer S }
  ? StaticOr<S, never>
  : E['response'] extends { 201: infer S }
    ? StaticOr<S, never>
    : void

type Present<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T }
/** The query is optional to pass when every one of its fields is. */
type QueryInput<Q> = [Q] extends [undefined] ? { query?: undefined } : {} extends Q ? { query?: Q } : { query: Q }
/** What a caller passes: params, query and body, each present exactly when the endpoint declares it. */
export type EndpointInput<E extends EndpointDeclaration> = Present<'params', EndpointParams<E>> &
  QueryInput<EndpointQuery<E>> &
  Present<'body', EndpointBody<E>>

/** The path with its `:params` filled in (each value URI-encoded). */
export function endpointPath(declaration: Pick<EndpointDeclaration, 'path'>, params?: object): string {
  const values = (params ?? {}) as Record<string, string | number>
  return declaration.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = values[name]
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${declaration.path}`)
    return encodeURIComponent(String(value))
  })
}

/** Whether a service path (no query) matches the declared pattern: `:param` matches one non-empty segment. */
export function pathMatches(pattern: string, path: string): boolean {
  const a = pattern.split('/')
  const b = path.split('/')
  return a.length === b.length && a.every((seg, i) => (seg.startsWith(':') ? b[i] !== '' : seg === b[i]))
}

/** A file answer (CSV, PDF...): the service streams or sends it, the browser downloads it. */
export type FileBody = string | Uint8Array | { pipe: (...args: never[]) => unknown }
export const fileBody = () => typed<FileBody>()
