import {
  centsToMoney,
  moneyToCents,
  paypalError,
  type ApiResult,
  type Order,
  type PurchaseUnit,
} from './store.js'

export const invalid = (description: string, issue = 'INVALID_PARAMETER_VALUE') =>
  paypalError(400, 'INVALID_REQUEST', issue, description)
/** PayPal's 422: the request is well formed but the resource's state refuses it. */
export const unprocessable = (issue: string, description: string) =>
  paypalError(422, 'UNPROCESSABLE_ENTITY', issue, description)
export const notFound = () =>
  paypalError(
    404,
    'RESOURCE_NOT_FOUND',
    'INVALID_RESOURCE_ID',
    'Specified resource ID does not exist. Please check the resource ID and try again.',
  )

export function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Validates an orders-create body the way PayPal does (the parts this marketplace uses). */
export function parseOrderBody(
  body: unknown,
): { units: PurchaseUnit[]; context: Order['application_context'] } | ApiResult {
  if (!body || typeof body !== 'object')
    return invalid('Request body is required.', 'MISSING_REQUIRED_PARAMETER')
  const input = body as Record<string, unknown>
  if (input.intent !== 'CAPTURE') return invalid('intent must be CAPTURE on this server.')
  if (!Array.isArray(input.purchase_units) || input.purchase_units.length !== 1)
    return invalid('Exactly one purchase unit is supported.', 'MISSING_REQUIRED_PARAMETER')
  const units: PurchaseUnit[] = []
  for (const raw of input.purchase_units as Record<string, unknown>[]) {
    const amount = raw?.amount as Record<string, unknown> | undefined
    if (!amount || typeof amount.value !== 'string' || typeof amount.currency_code !== 'string')
      return invalid(
        'purchase_units[0].amount with currency_code and value is required.',
        'MISSING_REQUIRED_PARAMETER',
      )
    const cents = moneyToCents(amount.value)
    if (cents === null || !/^[A-Z]{3}$/.test(amount.currency_code))
      return invalid('Invalid amount.', 'INVALID_PARAMETER_SYNTAX')
    if (cents <= 0) return unprocessable('CANNOT_BE_ZERO_OR_NEGATIVE', 'Must be greater than zero.')
    const payee = raw.payee as Record<string, unknown> | undefined
    if (
      payee !== undefined &&
      (typeof payee !== 'object' ||
        (payee.email_address !== undefined && typeof payee.email_address !== 'string'))
    )
      return invalid('payee.email_address must be a string.')
    // PayPal's platform fees (partner orders): each fee a valid amount, together at most the unit's amount,
    // and only with a payee to take them from. Echoed back in the order like PayPal does.
    let paymentInstruction: PurchaseUnit['payment_instruction']
    const instruction = raw.payment_instruction as Record<string, unknown> | undefined
    if (instruction !== undefined) {
      const fees = instruction && typeof instruction === 'object' ? instruction.platform_fees : undefined
      if (fees !== undefined && !Array.isArray(fees))
        return invalid('payment_instruction.platform_fees must be an array.')
      let feeTotal = 0
      const platformFees: { amount: { currency_code: string; value: string } }[] = []
      for (const fee of (fees ?? []) as Record<string, unknown>[]) {
        const feeAmount = fee?.amount as Record<string, unknown> | undefined
        const feeCents = typeof feeAmount?.value === 'string' ? moneyToCents(feeAmount.value) : null
        if (feeCents === null || feeAmount?.currency_code !== amount.currency_code)
          return invalid('Invalid platform fee amount.', 'INVALID_PARAMETER_SYNTAX')
        feeTotal += feeCents
        platformFees.push({ amount: { currency_code: amount.currency_code, value: centsToMoney(feeCents) } })
      }
      if (platformFees.length && typeof payee?.email_address !== 'string')
        return invalid('Platform fees need a payee.', 'PAYEE_ACCOUNT_INVALID')
      if (feeTotal > cents) return invalid('Platform fees exceed the amount.', 'PLATFORM_FEE_EXCEEDS_AMOUNT')
      if (platformFees.length) paymentInstruction = { platform_fees: platformFees }
    }
    units.push({
      ...(paymentInstruction ? { payment_instruction: paymentInstruction } : {}),
      reference_id: typeof raw.reference_id === 'string' ? raw.reference_id : 'default',
      description: typeof raw.description === 'string' ? raw.description.slice(0, 127) : undefined,
      custom_id: typeof raw.custom_id === 'string' ? raw.custom_id : undefined,
      amount: { currency_code: amount.currency_code, value: centsToMoney(cents) },
      payee: typeof payee?.email_address === 'string' ? { email_address: payee.email_address } : undefined,
    })
  }
  const ctx = (input.application_context ?? {}) as Record<string, unknown>
  for (const key of ['return_url', 'cancel_url'] as const)
    if (ctx[key] !== undefined && !isHttpUrl(ctx[key]))
      return invalid(`application_context.${key} must be an http(s) URL.`)
  return {
    units,
    context: {
      return_url: ctx.return_url as string | undefined,
      cancel_url: ctx.cancel_url as string | undefined,
      brand_name: typeof ctx.brand_name === 'string' ? ctx.brand_name : undefined,
    },
  }
}
