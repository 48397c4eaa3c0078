import { useSyncExternalStore } from 'react'
import { getAppStatus } from 'single-spa'

const EVENTS = [
  'single-spa:before-routing-event',
  'single-spa:routing-event',
  'single-spa:app-change',
] as const

function subscribe(listener: () => void) {
  EVENTS.forEach((type) => window.addEventListener(type, listener))
  return () => EVENTS.forEach((type) => window.removeEventListener(type, listener))
}

/** single-spa's status of an app (NOT_LOADED, LOADING_SOURCE_CODE, MOUNTED, SKIP_BECAUSE_BROKEN...). */
export function useAppStatus(name: string): string | null {
  return useSyncExternalStore(
    subscribe,
    () => getAppStatus(name),
    () => null,
  )
}
