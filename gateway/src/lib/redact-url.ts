// Websocket URLs carry the access token as `?token=` (browsers cannot set headers on upgrades).
const TOKEN_PARAM = /([?&]token=)[^&#]*/gi

/** The URL as it may appear in logs: access tokens in the query are masked. */
export function redactUrl(url: string): string {
  return url.includes('token=') || url.includes('TOKEN=') ? url.replace(TOKEN_PARAM, '$1[redacted]') : url
}
