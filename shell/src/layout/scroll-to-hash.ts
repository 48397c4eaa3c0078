/** How long a page may take to render the element a link's #hash names (micro-frontends load their data first). */
export const HASH_TARGET_WAIT_MS = 8_000

/**
 * Scrolls to the element the hash names once it exists: a micro-frontend renders it after the route changes,
 * too late for the browser's own jump. Returns a cancel function (a new navigation, or unmount).
 */
export function scrollToHashTarget(hash: string, root: Document = document): () => void {
  const id = decodeURIComponent(hash.replace(/^#/, ''))
  if (!id) return () => undefined
  const reveal = (): boolean => {
    const target = root.getElementById(id)
    if (!target) return false
    target.scrollIntoView({ block: 'start' })
    return true
  }
  if (reveal()) return () => undefined
  const observer = new MutationObserver(() => {
    if (reveal()) stop()
  })
  const timer = setTimeout(() => stop(), HASH_TARGET_WAIT_MS)
  function stop() {
    observer.disconnect()
    clearTimeout(timer)
  }
  observer.observe(root.body, { childList: true, subtree: true })
  return stop
}
