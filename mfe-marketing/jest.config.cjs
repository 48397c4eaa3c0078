const preset = require('../packages/config/jest.preset.cjs')

module.exports = {
  ...preset,
  // No browser session in unit tests: pages render as for a signed-out visitor, as at build time.
  moduleNameMapper: { ...preset.moduleNameMapper, '^@cosign/ui$': '<rootDir>/src/ssr/ui-server.ts' },
}
