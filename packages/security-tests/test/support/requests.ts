import { randomUUID } from 'node:crypto'
import type { InjectOptions } from 'fastify'
import { isErrorBody } from '@cosign/api'
import { sampleValid } from './arbitraries.js'
import type { DeclaredRoute } from './services.js'

/** A value as URL text (generated values include prototype-less objects, which String() refuses). */
const text = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? Object.prototype.toString.call(value))

type Schema = { properties?: Record<string, unknown> } | undefined
const schemaPart = (route: DeclaredRoute, part: 'params' | 'querystring' | 'body') =>
  (route.schema as Record<string, unknown> | undefined)?.[part] as Schema

/**
 * The route's URL with its `:params` filled: from `params` when given, else a UUID for ids (some routes check
 * the UUID shape in the domain, with their own message), else a value the schema accepts.
 */
export function fillUrl(route: DeclaredRoute, params: Record<string, unknown> = {}): string {
  const sampled = (sampleValid(schemaPart(route, 'params')) ?? {}) as Record<string, unknown>
  return route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) =>
    encodeURIComponent(
      text(params[name] ?? (/(^id|Id)$/.test(name) ? randomUUID() : sampled[name]) ?? randomUUID()),
    ),
  )
}

export function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return ''
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query as Record<string, unknown>))
    if (value !== undefined) for (const v of [value].flat()) search.append(key, text(v))
  const joined = search.toString()
  return joined ? `?${joined}` : ''
}

/** A request the route's schemas accept (params, query and JSON body sampled from them). */
export function validRequest(
  route: DeclaredRoute,
  options: { params?: Record<string, unknown>; authorization?: string } = {},
): InjectOptions {
  const body = sampleValid(schemaPart(route, 'body'))
  return {
    method: route.method as InjectOptions['method'],
    url: fillUrl(route, options.params) + queryString(sampleValid(schemaPart(route, 'querystring'))),
    headers: options.authorization ? { authorization: options.authorization } : {},
    ...(body === undefined ? {} : { payload: body as object }),
  }
}

/** The envelope every error answer must be in: `{ error: { code, message } }` as JSON. */
export function envelopeProblem(res: {
  statusCode: number
  headers: Record<string, unknown>
  body: string
}): string | null {
  if (res.statusCode < 400) return null
  if (!String(res.headers['content-type'] ?? '').startsWith('application/json'))
    return `content-type ${String(res.headers['content-type'])}`
  try {
    return isErrorBody(JSON.parse(res.body)) ? null : `body ${res.body.slice(0, 200)}`
  } catch {
    return `body not JSON: ${res.body.slice(0, 200)}`
  }
}
