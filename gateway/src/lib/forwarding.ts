import type { Socket } from 'node:net'
import type { TLSSocket } from 'node:tls'
import { INTERNAL_TOKEN_HEADER, requestTraceContext, TRACEPARENT_HEADER, traceparentOf } from '@cosign/service-kit'
import type { GatewayConfig } from '../config.js'

type Headers = Record<string, string | string[] | undefined>

/** What is read of the incoming request (a Fastify request has it all). */
interface Incoming {
  id: string
  ip: string
  headers: { host?: string }
  raw: { socket: Socket; headers: Record<string, unknown> }
}

/**
 * The client's address. Without a trusted proxy in front, only the socket counts: X-Forwarded-For from a
 * browser is forgeable, and rate limits and the contract signature audit trail depend on this value.
 */
export function clientAddress(request: Incoming, trustProxy: boolean): string {
  return (trustProxy ? request.ip : request.raw.socket.remoteAddress) ?? 'unknown'
}

/**
 * Sets the headers a service needs to know who called and through what: the gateway's request id,
 * X-Forwarded-For/-Proto/-Host and the internal token that proves the request came through the gateway
 * (whatever a client sent under that name is replaced or dropped). Untrusted incoming forwarding headers
 * are replaced, not appended to. `traceparent` names the gateway's hop as the parent (the caller's trace id kept).
 */
export function setForwardingHeaders(
  request: Incoming,
  headers: Headers,
  config: Pick<GatewayConfig, 'trustProxy' | 'internalToken'>,
): Headers {
  const { trustProxy } = config
  const socket = request.raw.socket
  const socketAddress = socket.remoteAddress ?? ''
  const protocol = (socket as TLSSocket).encrypted ? 'https' : 'http'
  if (trustProxy) {
    const incomingFor = headers['x-forwarded-for']
    headers['x-forwarded-for'] = incomingFor ? `${String(incomingFor)}, ${socketAddress}` : socketAddress
    headers['x-forwarded-proto'] ??= protocol
    headers['x-forwarded-host'] ??= request.headers.host
  } else {
    headers['x-forwarded-for'] = socketAddress
    headers['x-forwarded-proto'] = protocol
    headers['x-forwarded-host'] = request.headers.host
    delete headers.forwarded
    delete headers['x-real-ip']
  }
  headers['x-request-id'] = request.id
  headers[TRACEPARENT_HEADER] = traceparentOf(requestTraceContext(request.raw))
  if (config.internalToken) headers[INTERNAL_TOKEN_HEADER] = config.internalToken
  else delete headers[INTERNAL_TOKEN_HEADER]
  return headers
}
