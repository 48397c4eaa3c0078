// The shared preset plus .tsx (React components are rendered to strings with react-dom/server in tests).
const preset = require('../packages/config/jest.preset.cjs')

module.exports = {
  ...preset,
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.tsx?$': [
      '@swc/jest',
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
          target: 'es2022',
        },
        module: { type: 'es6' },
      },
    ],
  },
  // No browser session in unit tests: pages render as for a signed-out visitor, as at build time.
  moduleNameMapper: { ...preset.moduleNameMapper, '^@cosign/ui$': '<rootDir>/src/ssr/ui-server.ts' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
}
