// Every workspace's unit tests (src/**/*.test.ts(x)) in ONE Jest run, one project per workspace: one Jest start
// and one pool of workers instead of a start per workspace (scripts/run-tests.mjs; docs/perf.md, "The test
// command's time"). Each project is the workspace's own jest.config.cjs, limited to its src/ as its
// `test:unit` script is, so `cd <workspace> && pnpm run test:unit` runs exactly that project's tests.
//   node --experimental-vm-modules node_modules/jest/bin/jest.js -c jest.unit.config.cjs [--selectProjects gateway]
const { existsSync, readFileSync, readdirSync } = require('node:fs')
const path = require('node:path')

const workspaces = ['packages', 'services', 'tools']
  .flatMap((d) => readdirSync(path.join(__dirname, d)).map((n) => `${d}/${n}`))
  .concat(['gateway', 'shell', 'mfe-marketing', 'mfe-renter', 'mfe-cosigner', 'mfe-admin'])
  .filter((dir) => {
    const pkg = path.join(__dirname, dir, 'package.json')
    return existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).scripts?.['test:unit']
  })

module.exports = {
  projects: workspaces.map((dir) => ({
    ...require(`./${dir}/jest.config.cjs`),
    displayName: dir,
    rootDir: path.join(__dirname, dir),
    roots: ['<rootDir>/src'],
  })),
}
