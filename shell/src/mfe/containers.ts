// DOM containers of the micro-frontends. React renders an empty #mfe-outlet inside <main>; single-spa apps
// mount into one child div each, which React never touches.
import type { RemoteName } from '../config/runtime-config.js'

export const OUTLET_ID = 'mfe-outlet'
export const containerId = (app: string) => `single-spa-application:${app}`

/** The app's container inside the outlet, created on first use (single-spa-react's domElementGetter). */
export function getAppContainer(app: string): HTMLElement {
  const id = containerId(app)
  const existing = document.getElementById(id)
  if (existing) return existing
  const element = document.createElement('div')
  element.id = id
  element.className = 'mfe-container'
  element.dataset.app = app
  ;(
    document.getElementById(OUTLET_ID) ??
    document.getElementById('main-content') ??
    document.body
  ).appendChild(element)
  return element
}

/**
 * Pre-rendered marketing pages: the gateway puts the page's markup inside #root. It stays there while the shell
 * renders its layout (React empties #root only when it commits), and is then placed in mfe_marketing's container,
 * so it stays on screen (and can be hydrated: the container gets data-prerendered="true") until the marketing app
 * mounts. Answers #root's nodes, still in place, or null when there is no markup.
 */
export function prerenderedNodes(root: HTMLElement): Node[] | null {
  const nodes = Array.from(root.childNodes)
  const hasMarkup = nodes.some((node) => node.nodeType === Node.ELEMENT_NODE || node.textContent?.trim())
  return hasMarkup ? nodes : null
}

export function placePrerendered(app: RemoteName, nodes: Node[]): void {
  const container = getAppContainer(app)
  container.replaceChildren(...nodes)
  container.dataset.prerendered = 'true'
}

/** Drops pre-rendered markup that no app adopted (the visitor left before the marketing app mounted). */
export function discardPrerendered(app: RemoteName): void {
  const container = document.getElementById(containerId(app))
  if (!container || container.dataset.prerendered !== 'true') return
  container.replaceChildren()
  delete container.dataset.prerendered
}

/** After the app has mounted once, later mounts start from an empty container (no hydration). */
export function markPrerenderAdopted(app: RemoteName): void {
  const container = document.getElementById(containerId(app))
  if (container) delete container.dataset.prerendered
}
