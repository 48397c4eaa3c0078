import { SERVICE_NAMES } from '@cosign/api'

/** Seed prices (decisions.md "Money"); inserted when missing, never overwriting an admin's edit. */
export const DEFAULT_SERVICES = [
  { name: SERVICE_NAMES.profileCreation, priceCents: 2500, description: 'Cosigner profile creation fee' },
  { name: SERVICE_NAMES.cosignerMatching, priceCents: 9999, description: 'Cosigner matching fee' },
  { name: SERVICE_NAMES.unlockContact, priceCents: 2500, description: 'Unlock a cosigner’s contact details' },
] as const

export const CORE_SERVICE_NAMES: ReadonlySet<string> = new Set(DEFAULT_SERVICES.map((s) => s.name))
