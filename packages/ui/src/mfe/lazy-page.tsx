import { lazy, type ComponentType } from 'react'
import type { PageProps } from './app-router.js'

/**
 * A screen of a micro-frontend's page table loaded when it first opens (issue 28): a first load fetches the
 * code of the screen it shows, not of every screen of the app, and a move fetches the next screen's chunk.
 * MfeRoutes shows the page spinner meanwhile (its Suspense boundary). A subpath (`@cosign/ui/lazy-page`) with
 * only React: the apps' route tables use it, and their tests import them under Node.
 */
export function lazyPage(load: () => Promise<ComponentType<PageProps>>): ComponentType<PageProps> {
  return lazyComponent(load)
}

/**
 * Any component loaded when it first renders (a part most visits never open: a signature pad, a search view, an
 * upload form), from a named export: `lazyComponent(() => import('./X.js').then((m) => m.X))`. Render it inside
 * a Suspense boundary that says what is loading.
 */
export function lazyComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): ComponentType<Props> {
  return lazy(async () => ({ default: await load() }))
}
