// One outbox repository for every service (service-kit): an event is written in its change's transaction.
export { outboxRepository, type OutboxRow } from '@cosign/service-kit'
