// One Jest setup for every Node package: native ESM, TypeScript through swc.
// Unit tests live beside the code (*.test.ts); integration tests in test/ (*.int.test.ts).
const path = require('node:path')

module.exports = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  transform: {
    '^.+\\.ts$': [
      '@swc/jest',
      {
        jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
        module: { type: 'es6' },
      },
    ],
  },
  moduleNameMapper: {
    '^(\\.{1,2}/.*)\\.js$': '$1',
    // light-my-request (Fastify's inject) require()s cookie@2, which is ESM-only; Node 20 can require ESM but
    // Jest's module loader cannot. cookie@1 (CommonJS, same stringifySetCookie API) stands in under Jest only.
    '^cookie$': require.resolve('cookie', { paths: [path.resolve(__dirname, '../..')] }),
  },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
}
