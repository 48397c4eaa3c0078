import { isErrorBody } from '@cosign/api'

/** Fallback texts for answers that carry no `{error:{code,message}}` body (proxies, network failures). */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong. Please try again.'
export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.'
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR'

/** A failed API call: the HTTP status (0 when the server could not be reached) and the server's code and message. */
export class ApiError extends Error {
  readonly status: number
  readonly code: string

  constructor(status: number, code: string, message: string) {
    super(message)
    this.name = 'ApiError'
    this.status = status
    this.code = code
  }

  /** Builds the error from a parsed response body, keeping the server's code and message when it sent the standard shape. */
  static fromBody(status: number, body: unknown): ApiError {
    if (isErrorBody(body)) return new ApiError(status, body.error.code, body.error.message)
    return new ApiError(status, `HTTP_${status}`, GENERIC_ERROR_MESSAGE)
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError
}

/** The message to show for any thrown value: the server's message for API errors, a generic text otherwise. */
export function errorMessage(error: unknown, fallback = GENERIC_ERROR_MESSAGE): string {
  return isApiError(error) ? error.message : fallback
}
