/** Number of pages for a total (at least 1, so "page 1 of 1" reads right for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
}

/** A count in words for a list's summary: "1 user", "12 transactions". */
export function countLabel(total: number, noun: string): string {
  return `${total} ${noun}${total === 1 ? '' : 's'}`
}
