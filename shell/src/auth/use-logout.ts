import { useCallback } from 'react'
import { useNavigate } from '../routing/router.js'
import { MESSAGES } from '@cosign/api'
import { session, toast } from '@cosign/ui'

/** Logout: revoke on the server, toast, go to /login. The session stays if the server could not be told. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate()
  return useCallback(async () => {
    try {
      await session.logout()
    } catch {
      toast({ title: MESSAGES.logoutFailed, variant: 'error' })
      return
    }
    toast({ title: MESSAGES.loggedOut, variant: 'success' })
    navigate('/login', { replace: true })
  }, [navigate])
}
