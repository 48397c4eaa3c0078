// Contracts are created by cosigners and the read models fill from events, so there is nothing to seed; the
// script exists so `pnpm seed` (and `pnpm seed:demo`) can run every service alike.
console.log('contracts: nothing to seed')
