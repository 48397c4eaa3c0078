import type { EventEnvelope } from '@cosign/api'
import type { AdminAlert, Tx } from '../repositories/db.js'
import { adminAlertRepository } from '../repositories/admin-alert-repository.js'
import { alertFor, type AlertEventType } from '../model/alert-rules.js'

/** Stores the alert an event raises, once per rule key; the new alert (to push to admins) or null. */
export async function raiseAdminAlert(tx: Tx, event: EventEnvelope<AlertEventType>): Promise<AdminAlert | null> {
  const draft = alertFor(event)
  if (!draft) return null
  return adminAlertRepository.createOnce(tx, { ...draft, sourceEventId: event.id })
}
