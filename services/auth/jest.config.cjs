module.exports = {
  ...require('../../packages/config/jest.preset.cjs'),
  // Integration tests start real services (PostgreSQL, NATS, Redis) and hash passwords: allow for a loaded machine.
  testTimeout: 30_000,
}
