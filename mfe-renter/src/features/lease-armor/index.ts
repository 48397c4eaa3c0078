// The lease-armor feature's entry: what the app's other features use of it (they import nothing else of it).
export { LeaseArmorCard } from './LeaseArmorCard.js'
export { useLeaseArmorEnrollment } from './lease-armor-api.js'
export { planFromQuery } from './lease-armor-plans.js'
