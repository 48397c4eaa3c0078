import type { EventType } from '@cosign/api'

/** The events a contract's status change writes (contracts service), in the order of a contract's life. */
export const CONTRACT_STATUS_EVENTS = [
  'contract.created',
  'contract.cosigner_signed',
  'contract.fully_signed',
  'contract.finalized',
  'contract.cancelled',
  'contract.completed',
] as const satisfies readonly EventType[]
