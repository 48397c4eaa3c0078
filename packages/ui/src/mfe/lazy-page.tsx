import { lazy, useState, type ComponentType, type FunctionComponent } from 'react'
import type { LazyPageComponent, PagePrefetch, PageProps } from './app-router.js'

/**
 * A screen of a micro-frontend's page table loaded when it first opens (issue 28): a first load fetches the
 * code of the screen it shows, not of every screen of the app, and a move fetches the next screen's chunk.
 * MfeRoutes shows the page spinner meanwhile (its Suspense boundary). A subpath (`@cosign/ui/lazy-page`) with
 * only React: the apps' route tables use it, and their tests import them under Node.
 */
export function lazyPage(
  load: () => Promise<ComponentType<PageProps>>,
  prefetch?: PagePrefetch,
): LazyPageComponent {
  return Object.assign(lazyComponent(load), { prefetch })
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

/** A component loaded on first use that can also be loaded ahead (see preloadableComponent). */
export interface PreloadableComponent<Props extends object> extends FunctionComponent<Props> {
  /** Loads the code; once it has resolved, the component renders at once, without suspending. */
  preload(): Promise<void>
}

/**
 * A lazily loaded component whose code can be fetched before it renders: a pre-rendered page, whose markup is
 * on screen already, loads its code before it is hydrated (hydration then matches at once) and before it is
 * rendered at build time (a synchronous render cannot wait). Until then it suspends like `lazyComponent`.
 */
export function preloadableComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): PreloadableComponent<Props> {
  let loaded: ComponentType<Props> | null = null
  let loading: Promise<void> | null = null
  const preload = () =>
    (loading ??= load().then(
      (component) => {
        loaded = component
      },
      (error: unknown) => {
        loading = null // a later render or preload tries again
        throw error
      },
    ))
  const Lazy = lazyComponent<Props>(async () => {
    await preload()
    return loaded as ComponentType<Props>
  })
  function Preloadable(props: Props) {
    // Chosen once per mount: changing from the lazy wrapper to the loaded component would remount the page.
    const [Component] = useState<ComponentType<Props>>(() => loaded ?? Lazy)
    return <Component {...props} />
  }
  return Object.assign(Preloadable, { preload })
}
