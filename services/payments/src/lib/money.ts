/** PayPal amount value for integer cents: 2500 -> "25.00". */
export function centsToPayPalValue(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`invalid cents: ${cents}`)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** Integer cents from a PayPal amount value ("25.00", "25.5", "25"), or null. */
export function payPalValueToCents(value: string): number | null {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value)
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null
}
