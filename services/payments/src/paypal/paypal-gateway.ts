import paypal from '@paypal/checkout-server-sdk'
import type { GatewayMode } from '@cosign/api'
import type { PayPalCallObserver } from '@cosign/service-kit'
import type { PayPalSettings } from '../config.js'
import { centsToPayPalValue, payPalValueToCents } from '../lib/money.js'

// PayPal's public hosts, used when no PAYPAL_BASE_URL is configured (production).
const HOSTS: Record<GatewayMode, { api: string; web: string }> = {
  sandbox: { api: 'https://api-m.sandbox.paypal.com', web: 'https://www.sandbox.paypal.com' },
  live: { api: 'https://api-m.paypal.com', web: 'https://www.paypal.com' },
}
const CREDENTIALS_TTL_MS = 10_000

export interface PayPalCredentials {
  clientId: string
  clientSecret: string
  mode: GatewayMode
}
export interface ResolvedGateway extends PayPalCredentials {
  baseUrl: string
  webUrl: string
}

/** A failed PayPal call: HTTP status (null for network errors) and PayPal's issue code when it sent one. */
export class PayPalError extends Error {
  constructor(
    readonly statusCode: number | null,
    readonly issue: string | null,
    message: string,
  ) {
    super(message)
  }
}

export interface CaptureInfo {
  captureId: string
  /** COMPLETED, DECLINED, PENDING, FAILED, REFUNDED, PARTIALLY_REFUNDED */
  status: string
  amountCents: number | null
}
export interface OrderInfo {
  orderId: string
  /** CREATED, SAVED, APPROVED, VOIDED, COMPLETED, PAYER_ACTION_REQUIRED */
  status: string
  payerId: string | null
  capture: CaptureInfo | null
}

interface SdkRequest {
  path: string
  verb: string
  body: unknown
  headers: Record<string, string>
}

interface PayPalOrderResult {
  id: string
  status: string
  payer?: { payer_id?: string }
  links?: { rel: string; href: string }[]
  purchase_units?: {
    payments?: { captures?: { id: string; status: string; amount?: { value?: string } }[] }
  }[]
}

function toPayPalError(err: unknown): PayPalError {
  const e = err as { statusCode?: number; message?: string }
  let issue: string | null = null
  try {
    const body = JSON.parse(e.message ?? '') as {
      name?: string
      details?: { issue?: string }[]
      error?: string
    }
    issue = body.details?.[0]?.issue ?? body.name ?? body.error ?? null
  } catch {
    issue = null
  }
  return new PayPalError(
    e.statusCode ?? null,
    issue,
    `PayPal call failed (${e.statusCode ?? 'network'}${issue ? ` ${issue}` : ''})`,
  )
}

function orderInfo(result: PayPalOrderResult): OrderInfo {
  const capture = result.purchase_units?.[0]?.payments?.captures?.[0]
  return {
    orderId: result.id,
    status: result.status,
    payerId: result.payer?.payer_id ?? null,
    capture: capture
      ? {
          captureId: capture.id,
          status: capture.status,
          amountCents: capture.amount?.value ? payPalValueToCents(capture.amount.value) : null,
        }
      : null,
  }
}

/**
 * The one door to PayPal, through @paypal/checkout-server-sdk. Where it points comes from configuration
 * only (base URL, client id, secret), so the same code talks to PayPal or to the local stand-in.
 */
export class PayPalGateway {
  private cached: {
    key: string
    client: InstanceType<typeof paypal.core.PayPalHttpClient>
    resolved: ResolvedGateway
  } | null = null
  private credentials: { value: PayPalCredentials | null; at: number } | null = null
  private refreshing: Promise<void> | null = null

  constructor(
    private readonly settings: PayPalSettings,
    /** Stored admin configuration, or null to use the environment's credentials. */
    private readonly loadStored: () => Promise<PayPalCredentials | null>,
    /** Told of every call's duration and failure (the service's metrics). */
    private readonly observe: PayPalCallObserver = () => undefined,
  ) {}

  /** Reads the stored credentials now (after an admin saved new ones, and on first use). */
  async reload(): Promise<void> {
    this.credentials = { value: await this.loadStored(), at: Date.now() }
  }

  urlsFor(mode: GatewayMode): { baseUrl: string; webUrl: string } {
    return {
      baseUrl: (this.settings.baseUrl ?? HOSTS[mode].api).replace(/\/$/, ''),
      webUrl: (this.settings.webUrl ?? HOSTS[mode].web).replace(/\/$/, ''),
    }
  }

  /**
   * The credentials in force. Once loaded they are served from memory and refreshed in the background when
   * stale, so a call made inside a database transaction never waits for another pool connection.
   */
  async resolve(): Promise<ResolvedGateway> {
    if (!this.credentials) await this.reload()
    else if (Date.now() - this.credentials.at > CREDENTIALS_TTL_MS && !this.refreshing)
      this.refreshing = this.reload()
        .catch(() => undefined)
        .finally(() => {
          this.refreshing = null
        })
    const creds = this.credentials?.value ?? {
      clientId: this.settings.clientId,
      clientSecret: this.settings.clientSecret,
      mode: 'sandbox' as const,
    }
    return { ...creds, ...this.urlsFor(creds.mode) }
  }

  private async client() {
    const resolved = await this.resolve()
    const key = JSON.stringify([resolved.baseUrl, resolved.clientId, resolved.clientSecret])
    if (this.cached?.key !== key) {
      const environment = new paypal.core.PayPalEnvironment(
        resolved.clientId,
        resolved.clientSecret,
        resolved.baseUrl,
        resolved.webUrl,
      )
      this.cached = { key, client: new paypal.core.PayPalHttpClient(environment), resolved }
    }
    return this.cached.client
  }

  private async execute<T>(operation: string, request: SdkRequest): Promise<T> {
    const client = await this.client()
    const started = performance.now()
    try {
      const response = await client.execute<T>(request)
      this.observe(operation, (performance.now() - started) / 1000, null)
      return response.result
    } catch (err) {
      const failure = toPayPalError(err)
      this.observe(operation, (performance.now() - started) / 1000, failure)
      throw failure
    }
  }

  async createOrder(input: {
    requestId: string
    referenceId: string
    amountCents: number
    description: string
    payeeEmail: string | null
    /** The platform's fee taken from the payee's share (PayPal `payment_instruction.platform_fees`). */
    platformFeeCents?: number
    returnUrl: string
    cancelUrl: string
  }): Promise<{ orderId: string; approvalUrl: string }> {
    const request = new paypal.orders.OrdersCreateRequest()
    // The SDK has no setter for this header on order creation; PayPal honours it (6 hours).
    request.headers['PayPal-Request-Id'] = input.requestId
    request.requestBody({
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: input.referenceId,
          custom_id: input.referenceId,
          description: input.description.slice(0, 127),
          amount: { currency_code: 'USD', value: centsToPayPalValue(input.amountCents) },
          ...(input.payeeEmail ? { payee: { email_address: input.payeeEmail } } : {}),
          ...(input.payeeEmail && input.platformFeeCents
            ? {
                payment_instruction: {
                  disbursement_mode: 'INSTANT',
                  platform_fees: [
                    { amount: { currency_code: 'USD', value: centsToPayPalValue(input.platformFeeCents) } },
                  ],
                },
              }
            : {}),
        },
      ],
      application_context: {
        brand_name: 'Cosign Marketplace',
        user_action: 'PAY_NOW',
        shipping_preference: 'NO_SHIPPING',
        return_url: input.returnUrl,
        cancel_url: input.cancelUrl,
      },
    })
    const result = await this.execute<PayPalOrderResult>('create_order', request)
    const approve = result.links?.find((l) => l.rel === 'approve' || l.rel === 'payer-action')
    if (!approve) throw new PayPalError(null, null, 'PayPal order has no approval link')
    return { orderId: result.id, approvalUrl: approve.href }
  }

  /** Captures with a fixed request id: a repeat (retry, second tab, crash recovery) gets PayPal's first answer. */
  async captureOrder(orderId: string, requestId: string): Promise<OrderInfo> {
    const request = new paypal.orders.OrdersCaptureRequest(orderId)
      .payPalRequestId(requestId)
      .prefer('return=representation')
    request.requestBody({})
    return orderInfo(await this.execute<PayPalOrderResult>('capture_order', request))
  }

  async getOrder(orderId: string): Promise<OrderInfo> {
    return orderInfo(await this.execute<PayPalOrderResult>('get_order', new paypal.orders.OrdersGetRequest(orderId)))
  }

  async refundCapture(captureId: string, requestId: string): Promise<{ refundId: string; status: string }> {
    const request = new paypal.payments.CapturesRefundRequest(captureId)
      .payPalRequestId(requestId)
      .prefer('return=representation')
    request.requestBody({})
    const result = await this.execute<{ id: string; status: string }>('refund_capture', request)
    return { refundId: result.id, status: result.status }
  }

  /** Asks PayPal's token endpoint whether these credentials work (the admin's connection test). */
  async testCredentials(credentials: PayPalCredentials): Promise<boolean> {
    const { baseUrl } = this.urlsFor(credentials.mode)
    try {
      const response = await fetch(`${baseUrl}/v1/oauth2/token`, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) return false
      const body = (await response.json()) as { access_token?: unknown }
      return typeof body.access_token === 'string' && body.access_token.length > 0
    } catch {
      return false
    }
  }

  /** Origins a webhook's PAYPAL-CERT-URL may use: the REST host, plus configured extra hosts over https. */
  async certOrigins(): Promise<string[]> {
    const { baseUrl } = await this.resolve()
    return [new URL(baseUrl).origin, ...this.settings.extraCertHosts.map((h) => `https://${h}`)]
  }
}
