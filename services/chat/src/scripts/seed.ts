// Notifications are created from domain events only, so there is nothing to seed; the script exists so
// `pnpm seed` can run every service alike.
console.log('chat: nothing to seed')
