import type { UserDto } from '@cosign/contracts'

/** How the UI names a user: first name, else the part of the email before @, else "User" (spec dashboard greeting). */
export function displayName(user: Pick<UserDto, 'firstName' | 'email'> | null | undefined): string {
  const first = user?.firstName?.trim()
  if (first) return first
  const prefix = user?.email?.split('@')[0]?.trim()
  return prefix || 'User'
}
