import { useCallback, useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react'
import { errorMessage } from '@cosign/ui'

export type Load<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T }

/**
 * Loads with `fetchData` now and whenever it (or `reloadKey`) changes. The last answer stays on screen while
 * the next one loads (no flash between pages), and an answer to an older request never replaces a newer one's
 * (a slow search typed earlier). `fetchData` is memoised by the caller (useCallback).
 */
export function useLatestLoad<T>(fetchData: () => Promise<T>, reloadKey?: unknown) {
  const [load, setLoad] = useState<Load<T>>({ state: 'loading' })
  const [busy, setBusy] = useState(false)
  const latest = useRef(0)
  const reload = useCallback(async () => {
    const request = ++latest.current
    setBusy(true)
    setLoad((current) => (current.state === 'ready' ? current : { state: 'loading' }))
    try {
      const data = await fetchData()
      if (request === latest.current) setLoad({ state: 'ready', data })
    } catch (err) {
      if (request === latest.current) setLoad({ state: 'error', message: errorMessage(err) })
    } finally {
      if (request === latest.current) setBusy(false)
    }
  }, [fetchData])
  useEffect(() => {
    void reload()
  }, [reload, reloadKey])
  return { load, busy, reload, setLoad: setLoad as Dispatch<SetStateAction<Load<T>>> }
}
