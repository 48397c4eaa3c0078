const preset = require('../packages/config/jest.preset.cjs')

module.exports = {
  ...preset,
  // Integration tests start real services (PostgreSQL, NATS, Redis); allow for a loaded machine.
  testTimeout: 30_000,
  moduleNameMapper: {
    ...preset.moduleNameMapper,
    '^content-disposition$': '<rootDir>/test/shims/content-disposition.cjs',
  },
}
