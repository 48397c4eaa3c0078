import { centsToDecimalString } from '@cosign/api'

/** PayPal amount value for integer cents: 2500 -> "25.00". */
export const centsToPayPalValue = centsToDecimalString

/** Integer cents from a PayPal amount value ("25.00", "25.5", "25"), or null. */
export function payPalValueToCents(value: string): number | null {
  const m = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(value)
  return m ? Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0')) : null
}
