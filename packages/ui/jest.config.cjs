// The shared preset plus .tsx: components are tested by calling them or rendering them to strings with
// react-dom/server (no DOM in unit tests).
const preset = require('../config/jest.preset.cjs')

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
}
