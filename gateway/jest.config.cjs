const preset = require('../packages/config/jest.preset.cjs')

module.exports = {
  ...preset,
  // Integration tests start real services (PostgreSQL, NATS, Redis) and instances they kill and restart, beside
  // the browser suite in the test command: allow for a loaded machine (no test asserts wall-clock time).
  testTimeout: 90_000,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^content-disposition$': '<rootDir>/test/shims/content-disposition.cjs',
  },
}
