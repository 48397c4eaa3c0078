import { ADMIN_USER_MESSAGES, type AdminUserDto } from '@cosign/api'
import { errorMessage, toast } from '@cosign/ui'
import { setUserActive } from './users-api.js'

/**
 * Switches an account on or off (the users tab's switch, a client profile's Active switch) and says how it went
 * in a toast: the updated user, or null when it was refused.
 */
export async function switchUserActive(userId: string, isActive: boolean): Promise<AdminUserDto | null> {
  try {
    const answer = await setUserActive(userId, isActive)
    toast({ title: ADMIN_USER_MESSAGES.statusUpdated, variant: 'success' })
    return answer.user
  } catch (err) {
    toast({ title: ADMIN_USER_MESSAGES.statusUpdateFailed, description: errorMessage(err), variant: 'error' })
    return null
  }
}
