// The shell's own small router over the History API.
//
// Why not react-router-dom here: shared Module Federation modules cannot be tree-shaken, and the whole
// react-router-dom weighs ~62 KB gzipped, close to half of the 150 KB budget of a marketing page. The shell
// only needs the current location, links and redirects, so it reads `window.location` and writes with
// pushState. react-router-dom stays a shared singleton for the micro-frontends, whose routers follow every
// change: single-spa turns pushState into a popstate event, which react-router listens to (and so does this).
import {
  useCallback,
  useLayoutEffect,
  useMemo,
  useSyncExternalStore,
  type AnchorHTMLAttributes,
  type ReactNode,
} from 'react'
import { isActivePath } from './paths.js'

export interface ShellLocation {
  pathname: string
  search: string
  hash: string
  /** Changes on every navigation, also to the same URL (react-router's history key when it made the entry). */
  key: string
}

interface HistoryState {
  usr?: unknown
  key?: string
  idx?: number
}

const listeners = new Set<() => void>()
let current: ShellLocation = readLocation()

function readLocation(): ShellLocation {
  const { pathname, search, hash } = window.location
  const key = (window.history.state as HistoryState | null)?.key ?? 'default'
  return { pathname, search, hash, key }
}

function sync() {
  const next = readLocation()
  if (
    next.pathname === current.pathname &&
    next.search === current.search &&
    next.hash === current.hash &&
    next.key === current.key
  )
    return
  current = next
  for (const listener of [...listeners]) listener()
}

window.addEventListener('popstate', sync)

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function getLocation(): ShellLocation {
  return current
}

export interface NavigateOptions {
  replace?: boolean
}

/**
 * Goes to a path of this site without reloading. The history entry is shaped like react-router's
 * ({usr, key, idx}) so the micro-frontends' routers keep their back/forward bookkeeping.
 */
export function navigate(to: string, options: NavigateOptions = {}): void {
  const url = new URL(to, window.location.href)
  if (url.origin !== window.location.origin) {
    window.location.assign(url.href)
    return
  }
  const previous = (window.history.state as HistoryState | null)?.idx ?? 0
  const state: HistoryState = {
    usr: null,
    key: Math.random().toString(36).slice(2, 10),
    idx: options.replace ? previous : previous + 1,
  }
  const path = `${url.pathname}${url.search}${url.hash}`
  if (options.replace) window.history.replaceState(state, '', path)
  else window.history.pushState(state, '', path)
  // single-spa (once started) dispatches popstate itself; before that, tell the shell directly.
  sync()
}

export function useLocation(): ShellLocation {
  return useSyncExternalStore(subscribe, getLocation, getLocation)
}

export function useNavigate(): (to: string, options?: NavigateOptions) => void {
  return useCallback((to: string, options?: NavigateOptions) => navigate(to, options), [])
}

export function useSearchParams(): URLSearchParams {
  const { search } = useLocation()
  return useMemo(() => new URLSearchParams(search), [search])
}

/**
 * Plain left clicks navigate in the page; modified clicks (new tab...) keep the browser's behaviour. A DOM
 * event, so links the shell does not render (a toast's) use it too; `linkTarget` is the link's target attribute.
 */
export function isPlainClick(event: MouseEvent, linkTarget = ''): boolean {
  return (
    !event.defaultPrevented &&
    event.button === 0 &&
    !event.metaKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.shiftKey &&
    (!linkTarget || linkTarget === '_self')
  )
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string
  replace?: boolean
  children?: ReactNode
}

export function Link({ to, replace, onClick, ...rest }: LinkProps) {
  return (
    <a
      {...rest}
      href={to}
      onClick={(event) => {
        onClick?.(event)
        if (!isPlainClick(event.nativeEvent, event.currentTarget.target)) return
        event.preventDefault()
        navigate(to, { replace })
      }}
    />
  )
}

export interface NavLinkProps extends LinkProps {
  end?: boolean
}

/** A link that gets class "active" and aria-current="page" on its page (like react-router's NavLink). */
export function NavLink({ to, end, className, ...rest }: NavLinkProps) {
  const { pathname } = useLocation()
  const active = isActivePath(to, pathname, end)
  return (
    <Link
      {...rest}
      to={to}
      className={[className, active ? 'active' : ''].filter(Boolean).join(' ') || undefined}
      aria-current={active ? 'page' : undefined}
    />
  )
}

/** Redirects once rendered (guards). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  useLayoutEffect(() => {
    navigate(to, { replace })
  }, [to, replace])
  return null
}
