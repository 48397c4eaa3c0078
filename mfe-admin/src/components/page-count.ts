/** Number of pages for a total (at least 1, so "page 1 of 1" reads right for an empty list). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / Math.max(1, pageSize)))
}
