import { useEffect, useRef } from 'react'
import { usePathname } from '../routing.js'
import { headForPath } from '../seo/meta.js'

function setAttribute(selector: string, attribute: string, value: string) {
  document.head.querySelector(selector)?.setAttribute(attribute, value)
}

/**
 * After in-app navigation, keeps <title>, the description and the canonical link in step with the page.
 * The server wrote the first page's tags from the same headForPath(), so a full load changes nothing.
 */
export function DocumentHead() {
  const pathname = usePathname()
  const firstRender = useRef(true)
  useEffect(() => {
    const head = headForPath(pathname)
    document.title = head.title
    setAttribute('meta[name="description"]', 'content', head.description)
    const canonical = document.head.querySelector('link[rel="canonical"]')
    if (canonical && head.canonicalPath !== null) {
      canonical.setAttribute(
        'href',
        new URL(head.canonicalPath, canonical.getAttribute('href') ?? location.href).href,
      )
    }
  }, [pathname])
  // Scroll to the top when the page changes in-app, like a full navigation would (not on first mount:
  // the visitor may already have scrolled the server-rendered page).
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    window.scrollTo(0, 0)
  }, [pathname])
  return null
}
