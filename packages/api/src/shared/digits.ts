/**
 * A whole number with en-US thousands separators ("4,000"), as `toLocaleString('en-US')` writes it, without Intl:
 * the message catalogues build these texts while a page evaluates its scripts, and a page's first Intl call loads
 * ICU's locale data, 20-40 ms of a phone's main thread (docs/perf.md, "Main-thread work per page"). Anything but a
 * safe integer goes to Intl.
 */
export function withThousandsSeparators(value: number): string {
  if (!Number.isSafeInteger(value) || Object.is(value, -0)) return value.toLocaleString('en-US')
  const digits = String(Math.abs(value)).replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  return value < 0 ? `-${digits}` : digits
}
