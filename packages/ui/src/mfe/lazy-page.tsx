import { lazy, type ComponentType } from 'react'
import type { PageProps } from './app-router.js'

/**
 * A screen of a micro-frontend's page table loaded when it first opens (issue 28): a first load fetches the
 * code of the screen it shows, not of every screen of the app, and a move fetches the next screen's chunk.
 * MfeRoutes shows the page spinner meanwhile (its Suspense boundary). A subpath (`@cosign/ui/lazy-page`) with
 * only React: the apps' route tables use it, and their tests import them under Node.
 */
export function lazyPage(load: () => Promise<ComponentType<PageProps>>): ComponentType<PageProps> {
  return lazy(async () => ({ default: await load() }))
}
