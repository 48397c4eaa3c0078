import { useEffect, useRef } from 'react'

export const SEARCH_DELAY_MS = 300

/**
 * Search as the admin types: `apply(input)` once typing pauses for `delay` ms (and once after mounting); Enter
 * or the Search button applies it at once.
 */
export function useSearchAsYouType(input: string, apply: (input: string) => void, delay = SEARCH_DELAY_MS) {
  const applyRef = useRef(apply)
  applyRef.current = apply
  useEffect(() => {
    const timer = setTimeout(() => applyRef.current(input), delay)
    return () => clearTimeout(timer)
  }, [input, delay])
}
