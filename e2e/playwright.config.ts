import { existsSync } from 'node:fs'
import { defineConfig, devices } from '@playwright/test'

// Chromium's headless shell when installed (scripts/test.sh installs it): the same engine as Debian's Chromium
// without the full browser's windowing layers, a quarter less CPU for the same tests on two cores (docs/perf.md).
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell'
const chromiumPath = () => (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium')

// Runs against the platform started as the README's start command does (scripts/run-tests.mjs starts it).
export default defineConfig({
  testDir: './tests',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // The test command gives the browser and the replicas suites a folder each (they run side by side).
  outputDir: process.env.E2E_OUTPUT_DIR ?? '../.run/e2e-artifacts',
  use: {
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:8080',
    // Recorded on the retry of a failed test only: recording every action of every test (DOM snapshots,
    // screencast) cost the whole suite CPU on a 2-core machine, for traces nobody opened when tests passed.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? chromiumPath(),
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  // The screens sweeps are the suite's longest tests: their project comes first, so free workers start them
  // first and the short tests of every other spec fill in at the end (Playwright schedules projects in order).
  projects: [
    { name: 'screens', testMatch: /screens\.spec\.ts$/, use: { ...devices['Desktop Chrome'] } },
    { name: 'chromium', testIgnore: /screens\.spec\.ts$/, use: { ...devices['Desktop Chrome'] } },
  ],
})
