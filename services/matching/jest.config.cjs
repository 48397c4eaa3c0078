module.exports = {
  ...require('../../packages/config/jest.preset.cjs'),
  // Integration tests migrate a schema and start real connections (PostgreSQL, NATS) in their hooks; the test
  // command runs two workspaces' suites side by side: allow for a loaded machine, as auth, payments and gateway do.
  testTimeout: 30_000,
}
