const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
]

// Built when a time is first written, not when the bell's code loads: a page's first Intl object loads ICU's
// locale data (docs/perf.md, "Main-thread work per page").
let format: Intl.RelativeTimeFormat | null = null

/** "just now", "5 minutes ago", "yesterday", "3 weeks ago"; times slightly ahead (clock skew) read "just now". */
export function relativeTime(iso: string, now: number = Date.now()): string {
  const then = Date.parse(iso)
  if (Number.isNaN(then)) return ''
  const seconds = Math.round((now - then) / 1000)
  if (seconds < 60) return 'just now'
  for (const [unit, size] of UNITS) {
    if (seconds < size) continue
    format ??= new Intl.RelativeTimeFormat('en', { numeric: 'auto' })
    return format.format(-Math.floor(seconds / size), unit)
  }
  return 'just now'
}
