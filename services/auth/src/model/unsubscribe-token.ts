// The one-click unsubscribe link's token (RFC 8058): it names a user and a kind of email and is signed with a
// key derived from the service's JWT secret, so it works without a session and cannot be altered to name
// someone else or another kind. It does not expire: an old email's unsubscribe link must keep working.
import { createHmac, timingSafeEqual } from 'node:crypto'
import { EMAIL_NOTIFICATION_KINDS, NOTIFICATION_EMAIL_MESSAGES, type EmailNotificationKind } from '@cosign/api'
import { badRequest } from '@cosign/service-kit'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The signing key: its own derivation of the JWT secret, so a token of one kind can never pass as the other. */
export const unsubscribeKey = (jwtSecret: string): Buffer =>
  createHmac('sha256', jwtSecret).update('cosign:unsubscribe-token:v1').digest()

const signature = (key: Buffer, userId: string, kind: string) =>
  createHmac('sha256', key).update(`${userId}:${kind}`).digest('base64url')

/** `<userId>.<kind>.<signature>`: URL-safe as it is. */
export function signUnsubscribeToken(key: Buffer, userId: string, kind: EmailNotificationKind): string {
  return `${userId}.${kind}.${signature(key, userId, kind)}`
}

/** The user and kind a token names, or null when it is malformed or its signature does not match. */
export function readUnsubscribeToken(
  key: Buffer,
  token: string,
): { userId: string; kind: EmailNotificationKind } | null {
  const [userId, kind, sig, ...rest] = token.split('.')
  if (rest.length || !userId || !kind || !sig || !UUID.test(userId)) return null
  if (!(EMAIL_NOTIFICATION_KINDS as readonly string[]).includes(kind)) return null
  const expected = Buffer.from(signature(key, userId, kind))
  const given = Buffer.from(sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return { userId, kind: kind as EmailNotificationKind }
}

/** 400 for a link whose token does not check out (or names an account that no longer exists). */
export const unsubscribeLinkInvalid = () => badRequest(NOTIFICATION_EMAIL_MESSAGES.unsubscribeLinkInvalid, 'UNSUBSCRIBE_LINK_INVALID')

/** The List-Unsubscribe link of a notification email (the same URL takes the one-click POST). */
export const unsubscribeUrl = (origin: string, token: string) =>
  `${origin}/api/auth/unsubscribe?token=${encodeURIComponent(token)}`
