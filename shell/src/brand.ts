/** Product name shown in the header, footer and page titles (same as the marketing pages). */
export const BRAND_NAME = 'Cosign'

export function documentTitle(label: string): string {
  return `${label} | ${BRAND_NAME}`
}
