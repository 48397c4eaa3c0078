import { lazy, Suspense, type ComponentType } from 'react'
import { Spinner } from '../components/Spinner.js'
import type { MfeRouterProps } from './app-router.js'

// The shell provides @cosign/ui to every remote as a shared singleton, so whatever the package index imports
// is loaded with the shell on every page, marketing pages included. react-router-dom (~60 KB gzipped) is only
// needed once an account micro-frontend renders: the router is loaded then, in a chunk of its own.
const Router = lazy(async () => {
  const { MfeRouter } = await import('./app-router.js')
  return { default: MfeRouter as ComponentType<MfeRouterProps<string>> }
})

/** A micro-frontend's root router (see app-router.tsx), loaded on first use. */
export function MfeRouter<K extends string>(props: MfeRouterProps<K>) {
  return (
    <Suspense fallback={<Spinner size="page" label="Loading…" />}>
      <Router {...(props as unknown as MfeRouterProps<string>)} />
    </Suspense>
  )
}
