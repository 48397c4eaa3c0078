// What a browser bundle keeps of the endpoint declarations (issue 28, JavaScript budget): the typed client
// (`api.call`, `endpointPath`) reads only an endpoint's service, method and path; access rules, refusals and
// schemas (every field name and `userMessage`) are the services' business. `scripts/browser-declarations.mjs`
// writes this copy of each declarations module after the build, and package.json's `browser` field puts it in
// place of the full module in webpack builds; the TypeScript types still come from the full declarations.
import type { EndpointDeclaration } from './endpoint.js'

export type BrowserDeclaration = Pick<EndpointDeclaration, 'service' | 'method' | 'path'>

/** One declaration as the browser needs it. */
export function browserDeclaration({ service, method, path }: EndpointDeclaration): BrowserDeclaration {
  return { service, method, path }
}

function isDeclaration(value: unknown): value is EndpointDeclaration {
  const candidate = value as Partial<EndpointDeclaration> | null
  return typeof candidate?.service === 'string' && typeof candidate.method === 'string' && typeof candidate.path === 'string'
}

/**
 * The source of a declarations module's browser copy: each exported group of declarations (`authEndpoints`...)
 * with only its endpoints' service, method and path. A module exporting anything else is refused, so the browser
 * copy can never lack an export the full module has.
 */
export function browserDeclarationsModule(exports: Readonly<Record<string, unknown>>, source: string): string {
  const lines = [`// Generated from ${source} by packages/api/scripts/browser-declarations.mjs (issue 28): do not edit.`]
  for (const [name, group] of Object.entries(exports)) {
    const entries = typeof group === 'object' && group !== null ? Object.entries(group) : []
    if (entries.length === 0 || !entries.every(([, declaration]) => isDeclaration(declaration))) {
      throw new Error(`${source}: export "${name}" is not a group of endpoint declarations`)
    }
    const stripped = Object.fromEntries(entries.map(([key, declaration]) => [key, browserDeclaration(declaration as EndpointDeclaration)]))
    lines.push(`export const ${name} = ${JSON.stringify(stripped)}`)
  }
  return `${lines.join('\n')}\n`
}
