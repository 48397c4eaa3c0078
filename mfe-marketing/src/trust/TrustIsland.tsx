// Static sections without growing the JavaScript a marketing page loads before interaction (budget 150 KB,
// docs/perf.md): nothing in them responds to input, so the browser keeps the server's markup as it is instead
// of hydrating it from code in the bundle. Only when the app renders a page itself (in-app navigation, a mount
// without pre-rendered markup) is their code loaded, as a separate chunk.
import { Suspense, createContext, lazy, useContext, useState, type ComponentType } from 'react'
import type { TrustPart, TrustProps } from './TrustContent.js'

/** Set by the build-time renderer (ssr/render.tsx), the only place that imports the sections' code directly. */
export const TrustContentContext = createContext<ComponentType<TrustProps> | null>(null)

const LazyTrustContent = lazy(() => import('./TrustContent.js').then((m) => ({ default: m.TrustContent })))

export function TrustIsland({ part }: { part: TrustPart }) {
  const Content = useContext(TrustContentContext)
  const id = `mk-trust-${part}`
  // The server's markup, when the document holds it (a pre-rendered page being hydrated): kept verbatim, also
  // should React ever render the page afresh. The part names its page, so a page the app navigates to never
  // takes the markup of the one it leaves.
  const [html] = useState(() =>
    Content || typeof document === 'undefined' ? undefined : document.getElementById(id)?.innerHTML,
  )
  return html === undefined ? (
    <div id={id}>
      {Content ? (
        <Content part={part} />
      ) : (
        <Suspense>
          <LazyTrustContent part={part} />
        </Suspense>
      )}
    </div>
  ) : (
    <div id={id} dangerouslySetInnerHTML={{ __html: html }} suppressHydrationWarning />
  )
}
