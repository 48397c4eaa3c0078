import { startTransition } from 'react'

/**
 * A single-spa mount whose first render runs in a React transition. single-spa-react creates the root and renders
 * synchronously inside `mount`; outside a transition React renders the whole app in one task (a screen's first
 * render took 80-150 ms on a phone-speed CPU, all of it blocking input). In a transition it renders in slices of a
 * few milliseconds, between which the browser paints and answers input. Nothing is on screen yet to keep, so
 * Suspense fallbacks show as before.
 */
export function mountInTransition<Props>(
  mount: (props: Props) => Promise<unknown>,
  transition: (scope: () => void) => void = startTransition,
): (props: Props) => Promise<unknown> {
  return (props) => {
    let mounted: Promise<unknown> = Promise.resolve()
    transition(() => {
      mounted = mount(props)
    })
    return mounted
  }
}
