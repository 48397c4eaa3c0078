import type { DocumentAudience, Role } from '@cosign/api'

/** Audiences whose documents a role sees; undefined means all documents, active or not (admins). */
export function visibleAudiences(role: Role): DocumentAudience[] | undefined {
  if (role === 'ADMIN') return undefined
  return ['ALL', role]
}

export function canSeeDocument(
  role: Role,
  document: { isActive: boolean; targetAudience: DocumentAudience },
): boolean {
  const audiences = visibleAudiences(role)
  return !audiences || (document.isActive && audiences.includes(document.targetAudience))
}
