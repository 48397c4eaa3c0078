import type { AnchorHTMLAttributes, MouseEvent } from 'react'
import { navigateToUrl } from 'single-spa'

type AppLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { to: string }

// Under the shell, single-spa has replaced history.pushState/replaceState with versions that fire popstate for
// every router. Standalone it has not (it patches on start()), so the app's own router is told here.
function notifyIfUnpatched(patched: boolean) {
  if (!patched) window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }))
}

/** In-app navigation to `to`, through the shell's router when there is one. */
export function navigateInApp(to: string): void {
  const patched = window.history.pushState !== History.prototype.pushState
  navigateToUrl(to)
  notifyIfUnpatched(patched)
}

/** Replaces the current URL (a redirect) without a new history entry. */
export function redirectInApp(to: string): void {
  const patched = window.history.replaceState !== History.prototype.replaceState
  window.history.replaceState(window.history.state, '', to)
  notifyIfUnpatched(patched)
}

/**
 * A real <a href> (crawlable, works without JavaScript) that navigates in-app: single-spa's navigateToUrl
 * pushes the URL and every mounted router (shell's and apps') follows, without a full reload.
 */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event)
    if (event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigateInApp(to)
  }
  return <a href={to} onClick={handleClick} {...rest} />
}
