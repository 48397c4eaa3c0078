// One Jest setup for every package: native ESM, TypeScript through swc; .tsx with React's automatic runtime
// (components are tested by calling them or rendering them to strings with react-dom/server: no DOM).
// Unit tests live beside the code (*.test.ts); integration tests in test/ (*.int.test.ts).
const path = require('node:path')

module.exports = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
    '^.+\\.tsx$': [
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
  moduleNameMapper: {
    // A feature's index re-exports its screens, which import their stylesheets: nothing to load under Node.
    '\\.css$': path.resolve(__dirname, 'css-stub.cjs'),
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // light-my-request (Fastify's inject) require()s cookie@2, which is ESM-only; Node 20 can require ESM but
    // Jest's module loader cannot. cookie@1 (CommonJS, same stringifySetCookie API) stands in under Jest only.
    '^cookie$': require.resolve('cookie', { paths: [path.resolve(__dirname, '../..')] }),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
}
