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
  class OrdersCreateRequest implements HttpRequest {
    path: string
    verb: string
    body: unknown
    headers: Record<string, string>
    prefer(value: string): this
    requestBody(body: unknown): this
  }
  class OrdersGetRequest implements HttpRequest {
    constructor(orderId: string)
    path: string
    verb: string
    body: unknown
    headers: Record<string, string>
  }
  class OrdersCaptureRequest implements HttpRequest {
    constructor(orderId: string)
    path: string
    verb: string
    body: unknown
    headers: Record<string, string>
    payPalRequestId(id: string): this
    prefer(value: string): this
    requestBody(body: unknown): this
  }
  class CapturesRefundRequest implements HttpRequest {
    constructor(captureId: string)
    path: string
    verb: string
    body: unknown
    headers: Record<string, string>
    payPalRequestId(id: string): this
    prefer(value: string): this
    requestBody(body: unknown): this
  }
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
