// Minimal types for @paypal/checkout-server-sdk 1.0.3 (it ships none): only what this service calls.
// The classes are reached through the default export only, which the unused-vars rule cannot see.
/* eslint-disable @typescript-eslint/no-unused-vars */
declare module '@paypal/checkout-server-sdk' {
  interface HttpRequest {
    path: string
    verb: string
    body: unknown
    headers: Record<string, string>
  }
  interface HttpResponse<T> {
    statusCode: number
    headers: Record<string, string>
    result: T
  }
  class PayPalEnvironment {
    constructor(clientId: string, clientSecret: string, baseUrl: string, webUrl: string)
    clientId: string
    baseUrl: string
    webUrl: string
    authorizationString(): string
  }
  class PayPalHttpClient {
    constructor(environment: PayPalEnvironment)
    execute<T = unknown>(request: HttpRequest): Promise<HttpResponse<T>>
  }
  /** A request with a JSON body and a Prefer header. */
  interface BodyRequest extends HttpRequest {
    prefer(value: string): this
    requestBody(body: unknown): this
  }
  /** A body request PayPal answers once per PayPal-Request-Id (a retry gets the first answer). */
  interface IdempotentRequest extends BodyRequest {
    payPalRequestId(id: string): this
  }
  // Each request class has the members of the interface of its name (declaration merging).
  /* eslint-disable @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging */
  interface OrdersCreateRequest extends BodyRequest {}
  class OrdersCreateRequest {}
  interface OrdersGetRequest extends HttpRequest {}
  class OrdersGetRequest {
    constructor(orderId: string)
  }
  interface OrdersCaptureRequest extends IdempotentRequest {}
  class OrdersCaptureRequest {
    constructor(orderId: string)
  }
  interface CapturesRefundRequest extends IdempotentRequest {}
  class CapturesRefundRequest {
    constructor(captureId: string)
  }
  /* eslint-enable @typescript-eslint/no-empty-object-type, @typescript-eslint/no-unsafe-declaration-merging */
  const sdk: {
    core: { PayPalEnvironment: typeof PayPalEnvironment; PayPalHttpClient: typeof PayPalHttpClient }
    orders: {
      OrdersCreateRequest: typeof OrdersCreateRequest
      OrdersGetRequest: typeof OrdersGetRequest
      OrdersCaptureRequest: typeof OrdersCaptureRequest
    }
    payments: { CapturesRefundRequest: typeof CapturesRefundRequest }
  }
  export default sdk
}
