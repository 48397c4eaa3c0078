import { useSyncExternalStore } from 'react'
import { session } from '@cosign/ui'

const isSignedIn = () => session.getSnapshot().status === 'signed-in'
// What the pre-rendered HTML shows (no session at build time): hydration starts from it, then React re-renders
// with the live session, so a signed-in visitor's call to action changes without a hydration mismatch.
const signedOutOnServer = () => false

/** True once the shell's shared session says signed in; false while it loads, when signed out, and at build time. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(session.subscribe, isSignedIn, signedOutOnServer)
}
