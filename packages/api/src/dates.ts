// How dates read, for the screens (packages/ui formatDate) and the documents (the agreement PDF): one format.
// A plain calendar day (YYYY-MM-DD) is that day for every reader, never shifted by a time zone.

const PLAIN_DAY = /^(\d{4})-(\d{2})-(\d{2})$/
const formatters = new Map<string, Intl.DateTimeFormat>()

/** The cached Intl formatter of a style, locale (undefined: the runtime's) and time zone. */
export function dateFormatter(kind: 'date' | 'dateTime', locale: string | undefined, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = `${kind}|${locale ?? ''}|${timeZone ?? ''}`
  let found = formatters.get(key)
  if (!found) {
    const style = kind === 'date' ? ({ dateStyle: 'medium' } as const) : ({ dateStyle: 'medium', timeStyle: 'short' } as const)
    found = new Intl.DateTimeFormat(locale, { ...style, timeZone })
    formatters.set(key, found)
  }
  return found
}

/** A YYYY-MM-DD day as the screens show it ("Nov 24, 2026" in en-US); null when it is not one. */
export function formatCalendarDay(isoDay: string, locale?: string): string | null {
  const day = PLAIN_DAY.exec(isoDay)
  if (!day) return null
  const time = Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3]))
  return Number.isNaN(time) ? null : dateFormatter('date', locale, 'UTC').format(time)
}

/** The documents' locale: a PDF is the same for every reader, so it is rendered in one (US) locale. */
export const DOCUMENT_LOCALE = 'en-US'

/** A calendar day in a document ("Nov 24, 2026"), as on the screens; anything else as given. */
export function documentDay(isoDay: string): string {
  return formatCalendarDay(isoDay, DOCUMENT_LOCALE) ?? isoDay
}

/** A moment in a document, in UTC ("Nov 24, 2026, 8:45 PM UTC"), the screens' date-time format; else as given. */
export function documentDateTime(iso: string): string {
  const t = Date.parse(iso)
  return Number.isNaN(t) ? iso : `${dateFormatter('dateTime', DOCUMENT_LOCALE, 'UTC').format(t)} UTC`
}
