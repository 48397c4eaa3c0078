// The answers the edge itself gives (its Node front and HAProxy's errorfiles, local and in docker-compose), in the
// API's error envelope: one table, so every layer says the same (issue 26).

/** Each answer the edge itself may give: [status line, code, message], in the API's `{ error: { code, message } }`. */
const EDGE_ERRORS = {
  400: ['400 Bad Request', 'BAD_REQUEST', 'The request could not be read.'],
  403: ['403 Forbidden', 'FORBIDDEN', 'You do not have permission to do that.'],
  408: ['408 Request Timeout', 'REQUEST_TIMEOUT', 'The request took too long to arrive.'],
  413: ['413 Payload Too Large', 'PAYLOAD_TOO_LARGE', 'Request body is too large'], // service-kit's own 413 text
  414: ['414 URI Too Long', 'URI_TOO_LONG', 'The address of the request is too long.'],
  417: ['417 Expectation Failed', 'BAD_REQUEST', 'The request could not be read.'],
  429: ['429 Too Many Requests', 'RATE_LIMITED', 'Too many attempts. Please wait a moment and try again.'],
  431: ['431 Request Header Fields Too Large', 'HEADERS_TOO_LARGE', 'The request headers are too large.'],
  500: ['500 Internal Server Error', 'INTERNAL_ERROR', 'Something went wrong. Please try again.'],
  502: ['502 Bad Gateway', 'SERVICE_UNAVAILABLE', 'The service is unavailable. Please try again shortly.'],
  503: ['503 Service Unavailable', 'SERVICE_UNAVAILABLE', 'The service is unavailable. Please try again shortly.'],
  504: ['504 Gateway Timeout', 'GATEWAY_TIMEOUT', 'The service took too long to answer. Please try again shortly.'],
}
/** Statuses HAProxy 2.6 accepts an `errorfile` for, of those above. */
const HAPROXY_ERRORFILE_STATUSES = ['400', '403', '408', '413', '429', '500', '502', '503', '504']

/** The edge's own answers as raw HTTP responses (closing the connection), by status. */
export function edgeErrorAnswers() {
  return Object.fromEntries(
    Object.entries(EDGE_ERRORS).map(([status, [line, code, message]]) => {
      const body = JSON.stringify({ error: { code, message } })
      const head = [
        `HTTP/1.1 ${line}`,
        'content-type: application/json; charset=utf-8',
        'x-content-type-options: nosniff',
        'cache-control: no-store',
        'connection: close',
        `content-length: ${Buffer.byteLength(body)}`,
      ]
      return [status, `${head.join('\r\n')}\r\n\r\n${body}`]
    }),
  )
}

/** The answers HAProxy itself may give (its `errorfile`s), as raw HTTP responses in the API's envelope. */
export function edgeErrorFiles() {
  const answers = edgeErrorAnswers()
  return Object.fromEntries(HAPROXY_ERRORFILE_STATUSES.map((status) => [status, answers[status]]))
}
