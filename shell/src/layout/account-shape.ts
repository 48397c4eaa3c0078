import { session, useSession } from '@cosign/ui'

/**
 * Whether the page takes a signed-in account's shape (header without the visitor links, the app navigation's
 * strip): once signed in, and already while the session of a returning account loads, so nothing moves when it
 * answers (a visitor's taller header on phones moved the whole page up: layout shift 0.10 on every account page).
 */
export function useAccountShaped(): boolean {
  const { status, user } = useSession()
  return (status === 'signed-in' && user !== null) || (status === 'loading' && session.expectsSession())
}
