/** Every 4xx/5xx answer of every service and the gateway has this body. */
export interface ErrorBody {
  error: { code: string; message: string }
}
export const ERROR_CODES = {
  validation: 'VALIDATION_ERROR',
  badJson: 'INVALID_JSON',
  unsupportedMediaType: 'UNSUPPORTED_MEDIA_TYPE',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  unauthorized: 'UNAUTHORIZED',
  tokenExpired: 'TOKEN_EXPIRED',
  forbidden: 'FORBIDDEN',
  /** 403: paying, signing a contract or receiving payouts needs a confirmed email address (issue 29). */
  emailNotVerified: 'EMAIL_NOT_VERIFIED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  invalidCredentials: 'INVALID_CREDENTIALS',
  emailTaken: 'EMAIL_TAKEN',
  serviceUnavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const
export function isErrorBody(value: unknown): value is ErrorBody {
  const e = (value as ErrorBody | null)?.error
  return typeof e?.code === 'string' && typeof e?.message === 'string'
}
